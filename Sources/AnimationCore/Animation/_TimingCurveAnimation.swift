import Foundation

/// A Bézier or circular timing-curve animation: `linear`, `easeIn`, `easeOut`, `easeInOut`,
/// `timingCurve`.
///
/// At time t of duration d it answers `delta × curve(t / d)`; it finishes (answers `nil`) once
/// t > d, or at once when d ≤ 0, as SwiftUI does. It reports no velocity, as in SwiftUI.
///
/// A time within a nanosecond past d counts as d: frame times reach an animation as differences
/// of seconds (a repeat's run starts at the frame that saw the previous run end), and such a
/// difference can land a rounding error past a duration that is a whole number of frames. A
/// nanosecond is far below any frame interval, so no real frame moves.
@usableFromInline internal struct _TimingCurveAnimation: Hashable, Sendable {
    @usableFromInline enum Spelling: Sendable {
        case linear, easeIn, easeOut, easeInOut
        case controlPoints
        case curve
    }

    @usableFromInline let curve: UnitCurve
    @usableFromInline let duration: Double
    @usableFromInline let hint: _DescriptionHint<Spelling>

    @inlinable init(curve: UnitCurve, duration: Double, spelling: Spelling, function: String) {
        precondition(
            duration.isFinite,
            "Animation.\(function) needs a finite duration (zero or less finishes at once); got \(duration)"
        )
        self.curve = curve
        self.duration = duration
        self.hint = _DescriptionHint(spelling)
    }

    @inline(__always)
    /// How far past the duration a time still counts as the duration: one nanosecond.
    @usableFromInline static let timeTolerance = 1e-9

    @inlinable func animate<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration > 0, time <= duration + _TimingCurveAnimation.timeTolerance else { return nil }
        return value.scaled(by: curve.value(at: min(time / duration, 1)))
    }

    /// The velocity the curve implies, used only to keep a merging spring's motion continuous.
    @inlinable func impliedVelocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration > 0, time <= duration + _TimingCurveAnimation.timeTolerance else { return nil }
        let slope = curve.velocity(at: min(time / duration, 1)) / duration
        return slope.isFinite ? value.scaled(by: slope) : nil
    }

    @inlinable var description: String {
        let d = _formatNumber(duration)
        switch hint.spelling {
        case .linear: return "linear(duration: \(d))"
        case .easeIn: return "easeIn(duration: \(d))"
        case .easeOut: return "easeOut(duration: \(d))"
        case .easeInOut: return "easeInOut(duration: \(d))"
        case .controlPoints:
            if case .bezier(let b) = curve._storage {
                let points = [b.p1x, b.p1y, b.p2x, b.p2y].map(_formatNumber).joined(separator: ", ")
                return "timingCurve(\(points), duration: \(d))"
            }
            return "timingCurve(.\(curve), duration: \(d))"
        case .curve:
            return "timingCurve(.\(curve), duration: \(d))"
        }
    }
}
