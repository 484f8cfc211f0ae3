import Foundation

extension Path {
    /// Returns the path with every point transformed by an affine transform.
    ///
    /// Mirrors SwiftUI's `Path.applying(_:)`, which takes a `CGAffineTransform`. Foundation on
    /// Linux has no `CGAffineTransform`, so Animatic takes Foundation's `AffineTransform`
    /// (available on every platform): a point `(x, y)` maps to
    /// `(m11 x + m21 y + tX, m12 x + m22 y + tY)`. Every element keeps its kind; a curve's control
    /// points are transformed with it, which is exact for Bézier curves. As everywhere in
    /// ``Path``, an element that would get a non-finite point is left out.
    ///
    ///     Path(CGRect(x: 1, y: 1, width: 2, height: 2))
    ///         .applying(AffineTransform(scaleByX: 3, byY: 3))
    ///         .boundingRect   // (3, 3, 6, 6): scaled about the origin
    ///
    /// - Parameter transform: The transform to apply.
    /// - Returns: The transformed path.
    public func applying(_ transform: AffineTransform) -> Path {
        mapPoints { point in
            CGPoint(
                x: transform.m11 * point.x + transform.m21 * point.y + transform.tX,
                y: transform.m12 * point.x + transform.m22 * point.y + transform.tY)
        }
    }

    /// Returns the path moved by the given offsets.
    ///
    /// Mirrors SwiftUI's `Path.offsetBy(dx:dy:)`.
    ///
    ///     Path(CGRect(x: 0, y: 0, width: 2, height: 2)).offsetBy(dx: 10, dy: 0).boundingRect
    ///     // (10, 0, 2, 2)
    ///
    /// - Parameters:
    ///   - dx: The horizontal offset.
    ///   - dy: The vertical offset.
    /// - Returns: The moved path.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// Rebuilds the path through the builders with every point mapped.
    private func mapPoints(_ map: (CGPoint) -> CGPoint) -> Path {
        var result = Path()
        for element in storage {
            switch element {
            case .move(let point):
                result.move(to: map(point))
            case .line(let point):
                result.addLine(to: map(point))
            case .quadCurve(let point, let control):
                result.addQuadCurve(to: map(point), control: map(control))
            case .curve(let point, let control1, let control2):
                result.addCurve(to: map(point), control1: map(control1), control2: map(control2))
            case .closeSubpath:
                result.closeSubpath()
            }
        }
        return result
    }
}
