import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
///
/// Mirrors SwiftUI's `Rectangle`: it fills the rectangle, with ``Path/addRect(_:)``. It has no
/// animatable data.
///
///     Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 5)).svgPathData
///     // "M 0 0 L 10 0 L 10 5 L 0 5 Z"
public struct Rectangle: Shape, Hashable {
    /// Creates a rectangle.
    public init() {}

    /// The rectangle itself, as a closed path.
    ///
    /// - Parameter rect: The frame of reference for describing the rectangle.
    /// - Returns: The rectangle's path.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}
