import Foundation

/// A circle centered on the frame of the view containing it.
///
/// Mirrors SwiftUI's `Circle`: its diameter is the smaller of the rectangle's width and height,
/// and it is centered in the rectangle. Its path is ``Path/init(ellipseIn:)`` of that square, so
/// it starts at three o'clock and runs clockwise on screen, the reason seed 003 rotates its
/// progress ring by -90° to start at twelve. It has no animatable data.
///
///     Circle().path(in: CGRect(x: 0, y: 0, width: 200, height: 100)).boundingRect
///     // (50, 0, 100, 100)
public struct Circle: Shape, Hashable {
    /// Creates a circle.
    public init() {}

    /// The circle inscribed in the square centered in the rectangle.
    ///
    /// - Parameter rect: The frame of reference for describing the circle.
    /// - Returns: The circle's path.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.standardized
        let diameter = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(
                x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }
}
