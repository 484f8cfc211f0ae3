import Foundation

/// A spring animation that merges with whatever it interrupts: `spring`, `smooth`, `snappy`,
/// `bouncy`, `interactiveSpring` and `default`.
///
/// Animatic computes it from the spring's closed form (SwiftUI integrates it in fixed steps of
/// 1/300 s, which lags the closed form by up to about 1.5 % of the distance at 60 Hz). It is
/// logically complete once `response` seconds have passed since it started or merged. It finishes
/// (answers `nil`) by SwiftUI's rule, in the units of the animatable data: once its speed and its
/// acceleration are both at most 0.06 (units per second, and per second squared) and the distance
/// left is within 1 % of the delta (or of the motion it took over, when that is larger). It then
/// snaps onto the target. The thresholds are absolute, so they depend on the data's scale: an
/// ``Angle`` animates its radians × 128, and comes to rest as a value moving 128 units per radian.
///
/// On a merge it takes over the previous animation's offset and velocity at the merge time (its
/// reported velocity, or the slope of its offset when it reports none), so position and velocity
/// stay continuous. `blendDuration` is kept and described, but the new response applies from the
/// merge on rather than being blended in.
@usableFromInline internal struct _SpringAnimation: Hashable, Sendable {
    @usableFromInline enum Spelling: Sendable {
        case response
        case duration(duration: Double, bounce: Double)
        case spring(Spring)
        case smooth(duration: Double, extraBounce: Double)
        case snappy(duration: Double, extraBounce: Double)
        case bouncy(duration: Double, extraBounce: Double)
        case interactive
        case interactiveDuration(duration: Double, extraBounce: Double)
        case `default`
    }

    /// The largest squared speed and squared acceleration at which a spring can finish, as in SwiftUI:
    /// 0.06 units per second (and per second squared).
    @usableFromInline static let restThresholdSquared = 0.0036

    /// The distance left, as a fraction of the delta, within which a spring at rest finishes.
    @usableFromInline static let restDistanceRatio = 0.01

    /// The damping fraction above which the trace warns that a spring barely moves: the damping
    /// ratio of bounce −1. An over-damped spring creeps towards its target at a rate of about
    /// ω₀ / (2ζ); at 1000 a 0.5 s response takes some twenty minutes to come near it.
    @usableFromInline static let slowDampingFraction = 1000.0

    @usableFromInline let response: Double
    @usableFromInline let dampingFraction: Double
    @usableFromInline let blendDuration: Double
    @usableFromInline let hint: _DescriptionHint<Spelling>

    @inlinable init(
        response: Double, dampingFraction: Double, blendDuration: Double, spelling: Spelling, function: String
    ) {
        precondition(
            response.isFinite,
            "Animation.\(function) needs a finite response (zero or less is infinitely stiff and finishes at once); "
                + "got \(response)"
        )
        precondition(
            dampingFraction >= 0 && dampingFraction.isFinite,
            "Animation.\(function) needs a finite damping fraction of zero or more (1 is critically damped; "
                + "below zero the motion grows without end); got \(dampingFraction)"
        )
        precondition(
            blendDuration.isFinite,
            "Animation.\(function) needs a finite blend duration; got \(blendDuration)"
        )
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
        self.hint = _DescriptionHint(spelling)
    }

    /// The trace's warning for a spring damped beyond ``slowDampingFraction``: how long it takes to
    /// come within 1 % of its target, from the slow root ω₀ / (ζ + √(ζ² − 1)).
    var slowDampingWarning: String {
        let omega = 2 * Double.pi / response
        let zeta = dampingFraction
        let slowRate = omega / (zeta * (1 + ((1 - 1 / zeta) * (1 + 1 / zeta)).squareRoot()))
        let seconds = log(100) / slowRate
        let wait: String
        switch seconds {
        case ..<3600: wait = String(format: "%.0f s", seconds)
        case ..<(86400 * 365.25): wait = String(format: "%.3g hours", seconds / 3600)
        default: wait = String(format: "%.3g years", seconds / (86400 * 365.25))
        }
        return "dampingFraction \(String(format: "%g", zeta)): a very slow over-damped spring, about \(wait) "
            + "to come within 1 % of its target, as SwiftUI runs it"
    }

    @inlinable var solution: _SpringSolution {
        _SpringSolution(angularFrequency: 2 * .pi / response, dampingRatio: dampingFraction)
    }

    /// The displacement from the delta and the velocity at a time.
    @inline(__always)
    @inlinable func state<V: VectorArithmetic>(
        value: V, time: Double, motion: _SpringMotion<V>?, solution: _SpringSolution
    ) -> (displacement: V, velocity: V) {
        if let motion {
            let c = solution.coefficients(at: max(0, time - motion.startTime))
            let u0 = motion.offset - value
            return (
                u0.scaled(by: c.a) + motion.velocity.scaled(by: c.b),
                u0.scaled(by: c.aPrime) + motion.velocity.scaled(by: c.bPrime)
            )
        }
        let c = solution.coefficients(at: max(0, time))
        return (value.scaled(by: -c.a), value.scaled(by: -c.aPrime))
    }

    /// Whether the response is so small that the spring is infinitely stiff: it finishes at once.
    @inlinable var isInfinitelyStiff: Bool {
        !(response > 0) || !(2 * .pi / response).isFinite
    }

    @inlinable func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard !isInfinitelyStiff else { return nil }
        let solution = self.solution
        let motion = context._motion
        let (displacement, velocity) = state(value: value, time: time, motion: motion, solution: solution)
        if time - (motion?.startTime ?? 0) >= response {
            context.isLogicallyComplete = true
        }
        if isAtRest(displacement: displacement, velocity: velocity, value: value, motion: motion, solution: solution) {
            return nil
        }
        return value + displacement
    }

    /// SwiftUI's rest rule: speed and acceleration at most 0.06, and within 1 % of the delta (or of
    /// the motion taken over on a merge) of the target.
    @inlinable func isAtRest<V: VectorArithmetic>(
        displacement: V, velocity: V, value: V, motion: _SpringMotion<V>?, solution: _SpringSolution
    ) -> Bool {
        let distanceSquared = displacement.magnitudeSquared
        let speedSquared = velocity.magnitudeSquared
        // Once the motion has decayed below what a Double can hold, it is at rest; checked first, as
        // ω₀² may overflow for a very stiff spring and ∞ · 0 is NaN.
        if distanceSquared == 0 && speedSquared == 0 { return true }
        let threshold = _SpringAnimation.restThresholdSquared
        guard speedSquared <= threshold else { return false }
        // The acceleration is −ω₀²·u − 2ζω₀·v; its square is expanded over the dot products, and
        // u·v = (|u + v|² − |u|² − |v|²) / 2.
        let omega = solution.angularFrequency
        let damping = 2 * solution.dampingRatio * omega
        let stiffness = omega * omega
        let dot = ((displacement + velocity).magnitudeSquared - distanceSquared - speedSquared) / 2
        let accelerationSquared =
            stiffness * stiffness * distanceSquared + 2 * stiffness * damping * dot + damping * damping * speedSquared
        guard !(accelerationSquared > threshold) else { return false }
        let ratio = _SpringAnimation.restDistanceRatio
        let scale = max(value.magnitudeSquared, motion?.scaleSquared ?? 0)
        return distanceSquared <= ratio * ratio * scale
    }

    @inlinable func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        guard !isInfinitelyStiff else { return nil }
        return state(value: value, time: time, motion: context._motion, solution: solution).velocity
    }

    /// Takes over the previous animation's motion at `time`: always merges.
    @inlinable func merge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        let previousValue = context._lastValue ?? value
        let (offset, velocity) = previous._offsetAndVelocity(value: previousValue, time: time, context: context)
        // The distance left at the merge: a spring retargeted to where it started still moves until
        // it is within 1 % of that distance, not of a zero delta.
        let scaleSquared = isInfinitelyStiff ? 0 : (offset - value).magnitudeSquared
        context._motion = _SpringMotion(
            startTime: time, offset: offset, velocity: velocity, scaleSquared: scaleSquared
        )
        context._repeat = nil
        context._baseContexts = []
        return true
    }

    @inlinable var description: String {
        let blend = blendDuration != 0 ? ", blendDuration: \(_formatNumber(blendDuration))" : ""
        func sized(_ name: String, _ duration: Double, _ extraBounce: Double) -> String {
            if duration == 0.5 && extraBounce == 0 && blendDuration == 0 { return name }
            var arguments = ["duration: \(_formatNumber(duration))"]
            if extraBounce != 0 { arguments.append("extraBounce: \(_formatNumber(extraBounce))") }
            return "\(name)(\(arguments.joined(separator: ", "))\(blend))"
        }
        switch hint.spelling {
        case .response:
            return "spring(response: \(_formatNumber(response)), "
                + "dampingFraction: \(_formatNumber(dampingFraction))\(blend))"
        case .duration(let duration, let bounce):
            return "spring(duration: \(_formatNumber(duration)), bounce: \(_formatNumber(bounce))\(blend))"
        case .spring(let spring):
            return "spring(\(spring)\(blend))"
        case .smooth(let duration, let extraBounce):
            return sized("smooth", duration, extraBounce)
        case .snappy(let duration, let extraBounce):
            return sized("snappy", duration, extraBounce)
        case .bouncy(let duration, let extraBounce):
            return sized("bouncy", duration, extraBounce)
        case .interactive:
            return "interactiveSpring(response: \(_formatNumber(response)), "
                + "dampingFraction: \(_formatNumber(dampingFraction))\(blend))"
        case .interactiveDuration(let duration, let extraBounce):
            if duration == 0.15 && extraBounce == 0 && blendDuration == 0.25 { return "interactiveSpring" }
            var arguments = ["duration: \(_formatNumber(duration))"]
            if extraBounce != 0 { arguments.append("extraBounce: \(_formatNumber(extraBounce))") }
            return "interactiveSpring(\(arguments.joined(separator: ", "))\(blend))"
        case .default:
            return "default"
        }
    }
}
