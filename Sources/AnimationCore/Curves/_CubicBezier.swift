import Foundation

/// A unit cubic Bézier from (0, 0) to (1, 1) with two control points, solved for x.
///
/// The curve is `B(s) = 3(1-s)²s·P1 + 3(1-s)s²·P2 + s³` for the parameter `s` in `0...1`. Given
/// a progress x, ``value(at:)`` finds `s` with `Bx(s) = x` by Newton's method, falling back to
/// bisection when Newton leaves the interval or stalls, to within 1e-9 in x (Newton usually gets
/// there in three or four steps), then answers `By(s)`.
/// Control point x coordinates are clamped to `0...1` so `Bx` is monotonic and the solve is
/// well posed (CSS and Core Animation require the same).
@usableFromInline internal struct _CubicBezier: Hashable, Sendable {
    @usableFromInline let p1x: Double
    @usableFromInline let p1y: Double
    @usableFromInline let p2x: Double
    @usableFromInline let p2y: Double

    // Polynomial coefficients: B(s) = ((a·s + b)·s + c)·s.
    @usableFromInline let ax: Double
    @usableFromInline let bx: Double
    @usableFromInline let cx: Double
    @usableFromInline let ay: Double
    @usableFromInline let by: Double
    @usableFromInline let cy: Double
    /// Whether both control points lie on the diagonal, which makes the curve exactly y = x.
    @usableFromInline let isIdentity: Bool

    @inlinable init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let p1x = min(max(p1x, 0), 1)
        let p2x = min(max(p2x, 0), 1)
        self.p1x = p1x
        self.p1y = p1y
        self.p2x = p2x
        self.p2y = p2y
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
        isIdentity = p1x == p1y && p2x == p2y
    }

    @inlinable static func == (lhs: _CubicBezier, rhs: _CubicBezier) -> Bool {
        lhs.p1x == rhs.p1x && lhs.p1y == rhs.p1y && lhs.p2x == rhs.p2x && lhs.p2y == rhs.p2y
    }

    @inlinable func hash(into hasher: inout Hasher) {
        hasher.combine(p1x)
        hasher.combine(p1y)
        hasher.combine(p2x)
        hasher.combine(p2y)
    }

    /// The same curve with x and y swapped: the inverse function of a monotonic curve.
    @inlinable var swapped: _CubicBezier {
        _CubicBezier(p1x: p1y, p1y: p1x, p2x: p2y, p2y: p2x)
    }

    @inline(__always)
    @inlinable func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    @inline(__always)
    @inlinable func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

    @inline(__always)
    @inlinable func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    @inline(__always)
    @inlinable func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The curve parameter `s` at which `Bx(s) = x`, for x in `0...1`.
    @inlinable func parameter(forX x: Double) -> Double {
        let epsilon = 1e-9
        // Newton's method from s = x: converges in a handful of steps for ordinary curves.
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < epsilon { return s }
            let slope = derivativeX(s)
            if abs(slope) < 1e-6 { break }
            let next = s - error / slope
            if !(next >= 0 && next <= 1) { break }
            s = next
        }
        // Bisection: Bx is monotonic on 0...1, so this always converges.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = sampleX(s)
            if abs(value - x) < epsilon { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The curve's y at progress x, with x clamped to `0...1`; exactly 0 at 0 and 1 at 1.
    @inlinable func value(at x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        if isIdentity { return x }
        return sampleY(parameter(forX: x))
    }

    /// The slope dy/dx at progress x, with x clamped to `0...1`.
    @inlinable func velocity(at x: Double) -> Double {
        if isIdentity { return 1 }
        let x = x > 0 ? min(x, 1) : 0
        let s = parameter(forX: x)
        let dx = derivativeX(s)
        let dy = derivativeY(s)
        if abs(dx) < 1e-9 && abs(dy) < 1e-9 {
            // A control point sits on the end point, so both derivatives vanish there. SwiftUI
            // does not answer the one-sided limit of the slope: it answers 1 at the start (the
            // start of easeOut) and 0 at the end (the end of easeIn).
            return s < 0.5 ? 1 : 0
        }
        if dx == 0 {
            if dy == 0 { return 0 }
            return dy > 0 ? .infinity : -.infinity
        }
        return dy / dx
    }
}
