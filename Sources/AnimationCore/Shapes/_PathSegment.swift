import Foundation

/// One drawable piece of a path (a line, a quadratic or a cubic Bézier curve) with the geometry
/// that measuring and trimming need.
///
/// Every segment is evaluated as a cubic: a line and a quadratic curve are raised to the cubic
/// with the same parametrization, so a parameter `t` names the same point in either form, and
/// splitting at `t` can hand back the original kind of element.
internal struct _PathSegment: Sendable {
    /// The kind of element the segment came from.
    internal enum Kind: Sendable {
        /// A `line(to:)` element.
        case line
        /// The line a `closeSubpath` element draws back to the subpath's start.
        case closingLine
        /// A `quadCurve(to:control:)` element, with its control point.
        case quadCurve(control: CGPoint)
        /// A `curve(to:control1:control2:)` element.
        case curve
    }

    /// The kind of element.
    internal var kind: Kind
    /// The start point.
    internal var p0: CGPoint
    /// The first cubic control point.
    internal var p1: CGPoint
    /// The second cubic control point.
    internal var p2: CGPoint
    /// The end point.
    internal var p3: CGPoint
    /// The index of the subpath the segment belongs to, counting from 0.
    internal var subpath: Int

    /// Creates a straight segment.
    internal init(lineFrom start: CGPoint, to end: CGPoint, closing: Bool, subpath: Int) {
        kind = closing ? .closingLine : .line
        p0 = start
        p1 = _PathSegment.mix(start, end, 1.0 / 3)
        p2 = _PathSegment.mix(start, end, 2.0 / 3)
        p3 = end
        self.subpath = subpath
    }

    /// Creates a quadratic segment, raised to a cubic.
    internal init(quadFrom start: CGPoint, control: CGPoint, to end: CGPoint, subpath: Int) {
        kind = .quadCurve(control: control)
        p0 = start
        p1 = _PathSegment.mix(start, control, 2.0 / 3)
        p2 = _PathSegment.mix(end, control, 2.0 / 3)
        p3 = end
        self.subpath = subpath
    }

    /// Creates a cubic segment.
    internal init(curveFrom start: CGPoint, control1: CGPoint, control2: CGPoint, to end: CGPoint, subpath: Int) {
        kind = .curve
        p0 = start
        p1 = control1
        p2 = control2
        p3 = end
        self.subpath = subpath
    }

    /// Whether the segment is straight.
    internal var isStraight: Bool {
        switch kind {
        case .line, .closingLine: return true
        case .quadCurve, .curve: return false
        }
    }

    /// The point at parameter `t` in `0...1`.
    internal func point(at t: Double) -> CGPoint {
        if isStraight {
            return _PathSegment.mix(p0, p3, t)
        }
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The length of the derivative at parameter `t`: how fast the point moves as `t` grows.
    internal func speed(at t: Double) -> Double {
        let u = 1 - t
        let a = 3 * u * u
        let b = 6 * u * t
        let c = 3 * t * t
        let dx = a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x)
        let dy = a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y)
        return Double(hypot(dx, dy))
    }

    // MARK: - Length

    /// The arc length of the whole segment.
    internal var length: Double {
        length(to: 1)
    }

    /// The arc length from parameter 0 to parameter `t`.
    ///
    /// Straight segments are measured exactly. Curves integrate the speed with 5-point
    /// Gauss-Legendre quadrature on eight pieces, each bisected adaptively until halving changes
    /// the result by less than 1e-13 of the control polygon's length (at most 24 levels deep, so
    /// it always terminates).
    internal func length(to t: Double) -> Double {
        guard t > 0 else { return 0 }
        if isStraight {
            return Double(hypot(p3.x - p0.x, p3.y - p0.y)) * min(t, 1)
        }
        let end = min(t, 1)
        let polygon =
            Double(hypot(p1.x - p0.x, p1.y - p0.y) + hypot(p2.x - p1.x, p2.y - p1.y) + hypot(p3.x - p2.x, p3.y - p2.y))
        guard polygon > 0 else { return 0 }
        guard polygon.isFinite else { return polygon }
        let tolerance = polygon * 1e-13
        let pieces = 8
        var total = 0.0
        for index in 0..<pieces {
            let a = end * Double(index) / Double(pieces)
            let b = end * Double(index + 1) / Double(pieces)
            total += adaptiveLength(a, b, whole: gaussLength(a, b), tolerance: tolerance, depth: 0)
        }
        return total
    }

    /// The 5-point Gauss-Legendre estimate of the arc length between two parameters.
    private func gaussLength(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2
        let middle = (a + b) / 2
        var sum = 0.0
        for (node, weight) in _PathSegment.gaussLegendre {
            sum += weight * speed(at: middle + half * node)
        }
        return sum * half
    }

    /// Refines a Gauss-Legendre estimate by bisection until it stops changing.
    private func adaptiveLength(_ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int) -> Double {
        let middle = (a + b) / 2
        let left = gaussLength(a, middle)
        let right = gaussLength(middle, b)
        let sum = left + right
        guard sum.isFinite else { return sum }
        if depth >= 24 || abs(sum - whole) <= tolerance {
            return sum
        }
        return adaptiveLength(a, middle, whole: left, tolerance: tolerance, depth: depth + 1)
            + adaptiveLength(middle, b, whole: right, tolerance: tolerance, depth: depth + 1)
    }

    /// The nodes and weights of 5-point Gauss-Legendre quadrature on `-1...1`.
    private static let gaussLegendre: [(Double, Double)] = [
        (0, 128.0 / 225),
        (-0.538_469_310_105_683_1, 0.478_628_670_499_366_47),
        (0.538_469_310_105_683_1, 0.478_628_670_499_366_47),
        (-0.906_179_845_938_664, 0.236_926_885_056_189_08),
        (0.906_179_845_938_664, 0.236_926_885_056_189_08),
    ]

    /// The parameter at which the arc length from the start reaches `distance`.
    ///
    /// Newton's method on the length, kept inside a shrinking bracket by bisection, so it
    /// converges for every curve (cusps included) in at most 80 steps.
    ///
    /// - Parameters:
    ///   - distance: The arc length from the start, clamped to the segment.
    ///   - total: The segment's length, ``length``.
    internal func parameter(atDistance distance: Double, total: Double) -> Double {
        guard total > 0, distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if isStraight {
            return distance / total
        }
        var low = 0.0
        var high = 1.0
        var t = distance / total
        for _ in 0..<80 {
            let error = length(to: t) - distance
            if abs(error) <= total * 1e-13 {
                break
            }
            if error > 0 {
                high = t
            } else {
                low = t
            }
            let slope = speed(at: t)
            var next = slope > 0 ? t - error / slope : .nan
            if !(next > low && next < high) {
                next = (low + high) / 2
            }
            if next == t || high - low <= 1e-16 {
                break
            }
            t = next
        }
        return t
    }

    // MARK: - Splitting

    /// The part of the segment between two parameters, `0 <= from <= to <= 1`.
    internal func slice(from start: Double, to end: Double) -> _PathSegment {
        var result = self
        if end < 1 {
            result = result.leftPart(at: end)
        }
        if start > 0 {
            let local = end > 0 ? start / end : 0
            result = result.rightPart(at: min(local, 1))
        }
        return result
    }

    /// The part of the segment from parameter 0 to `t`, by de Casteljau's construction.
    private func leftPart(at t: Double) -> _PathSegment {
        var result = self
        let a = _PathSegment.mix(p0, p1, t)
        let b = _PathSegment.mix(p1, p2, t)
        let c = _PathSegment.mix(p2, p3, t)
        let ab = _PathSegment.mix(a, b, t)
        let bc = _PathSegment.mix(b, c, t)
        result.p1 = a
        result.p2 = ab
        result.p3 = isStraight ? _PathSegment.mix(p0, p3, t) : _PathSegment.mix(ab, bc, t)
        if case .quadCurve(let control) = kind {
            result.kind = .quadCurve(control: _PathSegment.mix(p0, control, t))
        }
        return result
    }

    /// The part of the segment from parameter `t` to 1, by de Casteljau's construction.
    private func rightPart(at t: Double) -> _PathSegment {
        var result = self
        let a = _PathSegment.mix(p0, p1, t)
        let b = _PathSegment.mix(p1, p2, t)
        let c = _PathSegment.mix(p2, p3, t)
        let ab = _PathSegment.mix(a, b, t)
        let bc = _PathSegment.mix(b, c, t)
        result.p0 = isStraight ? _PathSegment.mix(p0, p3, t) : _PathSegment.mix(ab, bc, t)
        result.p1 = bc
        result.p2 = c
        if case .quadCurve(let control) = kind {
            result.kind = .quadCurve(control: _PathSegment.mix(control, p3, t))
        }
        return result
    }

    /// The element that draws this segment from its start point.
    internal var element: Path.Element {
        switch kind {
        case .line, .closingLine: return .line(to: p3)
        case .quadCurve(let control): return .quadCurve(to: p3, control: control)
        case .curve: return .curve(to: p3, control1: p1, control2: p2)
        }
    }

    // MARK: - Bounds

    /// The parameters in `0...1` at which the segment reaches its extreme x and y values,
    /// end points included.
    internal var extremeParameters: [Double] {
        var result: [Double] = [0, 1]
        if isStraight {
            return result
        }
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative divided by 3 is qa t² + qb t + qc.
            let qa = Double(-a + 3 * b - 3 * c + d)
            let qb = Double(2 * (a - 2 * b + c))
            let qc = Double(b - a)
            for root in _PathSegment.roots(qa, qb, qc) where root > 0 && root < 1 {
                result.append(root)
            }
        }
        return result
    }

    /// The real roots of `a t² + b t + c`.
    private static func roots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= scale * 1e-12 {
            return abs(b) <= scale * 1e-12 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        // The numerically stable pair of roots.
        let q = -(b + (b < 0 ? -root : root)) / 2
        var result = [q / a]
        if q != 0 {
            result.append(c / q)
        }
        return result
    }

    // MARK: - Helpers

    /// The point a fraction `t` of the way from `a` to `b`.
    internal static func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
