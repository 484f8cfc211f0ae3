import Foundation

/// A function that maps a unit progress to a unit output, used as an animation's easing.
///
/// Mirrors SwiftUI's `UnitCurve` (2023 releases). A curve maps progress 0 to 0 and 1 to 1; in
/// between, ``value(at:)`` answers the eased progress and ``velocity(at:)`` its slope. The
/// Bézier curves are solved for x as SwiftUI (and CSS) do: find the curve parameter whose x is
/// the progress, answer its y.
///
///     UnitCurve.easeInOut.value(at: 0.25)      // 0.129162
///     UnitCurve.easeInOut.velocity(at: 0.5)    // 1.7241
///
/// | curve | definition |
/// | --- | --- |
/// | ``linear`` | Bézier (0, 0) (1, 1) |
/// | ``easeIn`` | Bézier (0.42, 0) (1, 1) |
/// | ``easeOut`` | Bézier (0, 0) (0.58, 1) |
/// | ``easeInOut`` | Bézier (0.42, 0) (0.58, 1) |
/// | ``circularEaseIn`` | 1 − √(1 − x²) |
/// | ``circularEaseOut`` | √(1 − (1 − x)²) |
/// | ``circularEaseInOut`` | the ease-in on the first half, the ease-out on the second |
public struct UnitCurve: Hashable, Sendable {
    @usableFromInline internal enum _Storage: Hashable, Sendable {
        case bezier(_CubicBezier)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of ``circularEaseInOut``: ease-out on the first half, ease-in on the second.
        case circularEaseOutIn
    }

    @usableFromInline internal let _storage: _Storage

    @inlinable internal init(_storage: _Storage) {
        self._storage = _storage
    }

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
    ///
    /// Mirrors SwiftUI's `UnitCurve.bezier(startControlPoint:endControlPoint:)`. The control
    /// points' x coordinates are clamped to `0...1` so the curve is a function of progress; their
    /// y coordinates may lie outside `0...1` to overshoot.
    ///
    /// - Parameters:
    ///   - startControlPoint: The first control point.
    ///   - endControlPoint: The second control point.
    /// - Returns: The curve.
    /// - Precondition: Every coordinate is finite.
    @inlinable public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        _bezier(
            Double(startControlPoint.x), Double(startControlPoint.y),
            Double(endControlPoint.x), Double(endControlPoint.y)
        )
    }

    /// A Bézier curve from its four control coordinates, checked for finiteness.
    @inlinable internal static func _bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> UnitCurve {
        precondition(
            p1x.isFinite && p1y.isFinite && p2x.isFinite && p2y.isFinite,
            "UnitCurve.bezier needs finite control points; got (\(p1x), \(p1y)) and (\(p2x), \(p2y))"
        )
        return UnitCurve(_storage: .bezier(_CubicBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)))
    }

    /// The identity curve: output equals progress.
    public static let linear = UnitCurve._bezier(0, 0, 1, 1)

    /// A curve that starts slowly and ends at full speed, control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve._bezier(0.42, 0, 1, 1)

    /// A curve that starts at full speed and ends slowly, control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve._bezier(0, 0, 0.58, 1)

    /// A curve that starts and ends slowly, control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve._bezier(0.42, 0, 0.58, 1)

    /// A circular curve that starts slowly: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(_storage: .circularEaseIn)

    /// A circular curve that ends slowly: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(_storage: .circularEaseOut)

    /// A circular curve that starts and ends slowly: ``circularEaseIn`` compressed into the first
    /// half and ``circularEaseOut`` into the second.
    public static let circularEaseInOut = UnitCurve(_storage: .circularEaseInOut)

    /// Returns the output of the curve at the given progress.
    ///
    /// Mirrors SwiftUI's `UnitCurve.value(at:)`. Progress is clamped to `0...1` (NaN counts as 0),
    /// so the answer at 0 is exactly 0 and at 1 exactly 1.
    ///
    /// - Parameter progress: The input progress, usually between 0 and 1.
    /// - Returns: The eased progress.
    /// - Complexity: O(1): a few Newton steps, at most 64 bisection steps.
    @inlinable public func value(at progress: Double) -> Double {
        let x = progress >= 1 ? 1 : (progress > 0 ? progress : 0)
        switch _storage {
        case .bezier(let bezier):
            return bezier.value(at: x)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return (1 - (1 - 4 * x * x).squareRoot()) / 2
            }
            let u = 2 - 2 * x
            return ((1 - u * u).squareRoot() + 1) / 2
        case .circularEaseOutIn:
            if x < 0.5 {
                let u = 1 - 2 * x
                return (1 - u * u).squareRoot() / 2
            }
            let u = 2 * x - 1
            return 1 - (1 - u * u).squareRoot() / 2
        }
    }

    /// Returns the rate of change of the curve's output at the given progress.
    ///
    /// Mirrors SwiftUI's `UnitCurve.velocity(at:)`: the slope d(output)/d(progress). Progress is
    /// clamped to `0...1`. Where a curve is vertical (the circular curves' steep ends) the slope
    /// is infinite. At a degenerate end point of a Bézier curve, where a control point sits on the
    /// end point so both derivatives vanish, the answer is SwiftUI's rather than the one-sided
    /// limit: 1 at the start and 0 at the end, so `easeOut.velocity(at: 0)` is 1 and
    /// `easeIn.velocity(at: 1)` is 0 (the limits are both 1 / 0.58).
    ///
    /// - Parameter progress: The input progress, usually between 0 and 1.
    /// - Returns: The slope of the curve at that progress.
    @inlinable public func velocity(at progress: Double) -> Double {
        let x = progress >= 1 ? 1 : (progress > 0 ? progress : 0)
        switch _storage {
        case .bezier(let bezier):
            return bezier.velocity(at: x)
        case .circularEaseIn:
            return x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return 2 * x / (1 - 4 * x * x).squareRoot()
            }
            let u = 2 - 2 * x
            return u / (1 - u * u).squareRoot()
        case .circularEaseOutIn:
            if x < 0.5 {
                let u = 1 - 2 * x
                return u / (1 - u * u).squareRoot()
            }
            let u = 2 * x - 1
            return u / (1 - u * u).squareRoot()
        }
    }

    /// The inverse of this curve: the curve that maps this curve's outputs back to progress.
    ///
    /// Mirrors SwiftUI's `UnitCurve.inverse`. A Bézier curve's inverse swaps the x and y of its
    /// control points; the circular ease-in and ease-out are each other's inverse. The inverse is
    /// exact for monotonic curves; a curve that overshoots has no inverse function, and the answer
    /// for it is the swapped curve with its x coordinates clamped.
    @inlinable public var inverse: UnitCurve {
        switch _storage {
        case .bezier(let bezier):
            return UnitCurve(_storage: .bezier(bezier.swapped))
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .circularEaseInOut:
            return UnitCurve(_storage: .circularEaseOutIn)
        case .circularEaseOutIn:
            return .circularEaseInOut
        }
    }
}

extension UnitCurve: CustomStringConvertible {
    /// A textual representation of the curve: its SwiftUI name (`easeInOut`) or its Bézier form
    /// (`bezier(startControlPoint: (0.1, 0.2), endControlPoint: (0.3, 1))`).
    public var description: String {
        switch _storage {
        case .bezier(let bezier):
            switch self {
            case .linear: return "linear"
            case .easeIn: return "easeIn"
            case .easeOut: return "easeOut"
            case .easeInOut: return "easeInOut"
            default:
                let start = "(\(_formatNumber(bezier.p1x)), \(_formatNumber(bezier.p1y)))"
                let end = "(\(_formatNumber(bezier.p2x)), \(_formatNumber(bezier.p2y)))"
                return "bezier(startControlPoint: \(start), endControlPoint: \(end))"
            }
        case .circularEaseIn: return "circularEaseIn"
        case .circularEaseOut: return "circularEaseOut"
        case .circularEaseInOut: return "circularEaseInOut"
        case .circularEaseOutIn: return "circularEaseInOut.inverse"
        }
    }
}
