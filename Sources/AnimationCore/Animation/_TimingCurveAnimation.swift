import Foundation

/// A Bézier or circular timing-curve animation: `linear`, `easeIn`, `easeOut`, `easeInOut`,
/// `timingCurve`.
///
/// At time t of duration d it answers `delta × curve(t / d)`; it finishes (answers `nil`) once
/// t > d, or at once when d ≤ 0, as SwiftUI does. It reports no velocity, as in SwiftUI.
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
    @inlinable func animate<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    /// The velocity the curve implies, used only to keep a merging spring's motion continuous.
    @inlinable func impliedVelocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        guard duration > 0, time <= duration else { return nil }
        let slope = curve.velocity(at: time / duration) / duration
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
