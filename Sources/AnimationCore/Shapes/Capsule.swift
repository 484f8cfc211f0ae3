import Foundation

/// A capsule shape aligned inside the frame of the view containing it.
///
/// Mirrors SwiftUI's `Capsule`: a rounded rectangle whose corner radius is half the smaller of
/// the rectangle's width and height, so its short ends are semicircles. It has no animatable
/// data.
///
///     Capsule().path(in: CGRect(x: 0, y: 0, width: 100, height: 40)).length
///     // 120 + 40π: two straight edges of 60 and two half circles of radius 20
public struct Capsule: Shape, Hashable {
    /// Creates a capsule.
    public init() {}

    /// The capsule filling the rectangle.
    ///
    /// - Parameter rect: The frame of reference for describing the capsule.
    /// - Returns: The capsule's path.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.standardized
        return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
