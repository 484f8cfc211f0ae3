import Foundation

extension Path {
    /// An element of a path: a move, a line, a curve or the closing of a subpath.
    ///
    /// Mirrors SwiftUI's `Path.Element`, which ``Path/forEach(_:)`` hands out one at a time. Every
    /// drawing element starts at the path's current point (the end of the element before it), so
    /// an element stores only its end point and its control points.
    ///
    ///     let path = Path { path in
    ///         path.move(to: .zero)
    ///         path.addLine(to: CGPoint(x: 10, y: 0))
    ///     }
    ///     path.elements   // [.move(to: (0, 0)), .line(to: (10, 0))]
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the given point.
        case move(to: CGPoint)

        /// A straight line from the current point to the given point.
        case line(to: CGPoint)

        /// A quadratic Bézier curve from the current point to `to`, pulled towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)

        /// A cubic Bézier curve from the current point to `to`, shaped by two control points.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)

        /// A straight line back to the start of the current subpath, which closes it.
        case closeSubpath
    }
}
