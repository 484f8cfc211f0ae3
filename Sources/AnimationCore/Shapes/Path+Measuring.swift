import Foundation

extension Path {
    /// The drawable segments of the path in order, closing lines included.
    ///
    /// A `move(to:)` draws nothing, so it yields no segment; a `closeSubpath` yields the line
    /// back to the subpath's first point, even when that line has zero length.
    internal var segments: [_PathSegment] {
        var result: [_PathSegment] = []
        result.reserveCapacity(storage.count)
        var subpath = -1
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in storage {
            switch element {
            case .move(let point):
                subpath += 1
                start = point
                current = point
            case .line(let point):
                result.append(_PathSegment(lineFrom: current, to: point, closing: false, subpath: subpath))
                current = point
            case .quadCurve(let point, let control):
                result.append(_PathSegment(quadFrom: current, control: control, to: point, subpath: subpath))
                current = point
            case .curve(let point, let control1, let control2):
                result.append(
                    _PathSegment(
                        curveFrom: current, control1: control1, control2: control2, to: point, subpath: subpath))
                current = point
            case .closeSubpath:
                result.append(_PathSegment(lineFrom: current, to: start, closing: true, subpath: subpath))
                current = start
            }
        }
        return result
    }

    /// The total arc length of the path, the lines that close subpaths included.
    ///
    /// SwiftUI has no public `length`, but its ``trimmedPath(from:to:)`` trims by fractions of
    /// this length. Lines are measured exactly; curves by adaptive Gauss-Legendre quadrature,
    /// to about 1e-12 of their length. A `move(to:)` adds nothing.
    ///
    ///     Path(CGRect(x: 0, y: 0, width: 10, height: 5)).length   // 30
    ///     Path(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2)).length
    ///     // 6.283185..., 2π to 2e-7 (see addArc for the curves that draw a circle)
    ///
    /// - Complexity: O(*n*) in the number of elements, with a few hundred evaluations per curve.
    public var length: CGFloat {
        CGFloat(segments.reduce(0) { $0 + $1.length })
    }

    /// The smallest rectangle that contains every point of the path.
    ///
    /// Mirrors SwiftUI's `Path.boundingRect`, which is tight: it bounds the curves themselves,
    /// where they reach their extremes, not their control points. A `move(to:)` point counts, as
    /// the start of a subpath. An empty path answers `.zero`.
    ///
    ///     let bump = Path { path in
    ///         path.move(to: .zero)
    ///         path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    ///     }
    ///     bump.boundingRect   // (0, 0, 10, 5): the curve peaks halfway to its control point
    ///
    /// - Complexity: O(*n*) in the number of elements.
    public var boundingRect: CGRect {
        guard !storage.isEmpty else { return .zero }
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        func include(_ point: CGPoint) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in storage {
            if case .move(let point) = element {
                include(point)
            }
        }
        for segment in segments {
            for t in segment.extremeParameters {
                include(t == 0 ? segment.p0 : t == 1 ? segment.p3 : segment.point(at: t))
            }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point a given fraction of the way along the path, by length.
    ///
    /// Not part of SwiftUI; the same point as
    /// `trimmedPath(from: 0, to: fraction).currentPoint`, except that a fraction of 0 answers
    /// the first point instead of `nil`. The fraction is clamped to `0...1`.
    ///
    ///     let line = Path { path in
    ///         path.move(to: .zero)
    ///         path.addLine(to: CGPoint(x: 10, y: 0))
    ///     }
    ///     line.point(at: 0.25)   // (2.5, 0)
    ///
    /// - Parameter fraction: The fraction of the path's length, from its start.
    /// - Returns: The point, or `nil` when the path has no points or the fraction is NaN.
    public func point(at fraction: CGFloat) -> CGPoint? {
        guard !fraction.isNaN, let first = storage.first, case .move(let start) = first else { return nil }
        let all = segments
        let lengths = all.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return start }
        let distance = Double(min(max(fraction, 0), 1)) * total
        var travelled = 0.0
        for (segment, length) in zip(all, lengths) where length > 0 {
            if travelled + length >= distance {
                let t = segment.parameter(atDistance: distance - travelled, total: length)
                return t >= 1 ? segment.p3 : segment.point(at: t)
            }
            travelled += length
        }
        return all.last?.p3 ?? start
    }
}
