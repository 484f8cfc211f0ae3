import Foundation

/// An ellipse aligned inside the frame of the view containing it.
///
/// Mirrors SwiftUI's `Ellipse`: it fills the rectangle, with ``Path/init(ellipseIn:)``. It has
/// no animatable data.
///
///     Ellipse().path(in: CGRect(x: 0, y: 0, width: 200, height: 100)).boundingRect
///     // (0, 0, 200, 100)
public struct Ellipse: Shape, Hashable {
    /// Creates an ellipse.
    public init() {}

    /// The ellipse inscribed in the rectangle.
    ///
    /// - Parameter rect: The frame of reference for describing the ellipse.
    /// - Returns: The ellipse's path.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }
}
