import Foundation

/// A spring animation that merges with whatever it interrupts: `spring`, `smooth`, `snappy`,
/// `bouncy`, `interactiveSpring` and `default`.
///
/// Animatic computes it from the spring's closed form (SwiftUI integrates it in fixed steps of
/// 1/300 s, which sampled at 60 Hz lags the closed form by up to about 1.5 % of the delta). It is logically complete
/// once `response` seconds have passed since it started or merged, and finishes (answers `nil`) once
/// its energy norm `√(|u|² + |v/ω₀|²)` (u the distance left, v the velocity) is within 0.1 % of the
/// delta, or of the motion it took over when that is larger: the value is then within 0.1 % of the
/// target, nearly at rest, and snaps onto it.
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

    /// The settling threshold: the energy norm relative to the delta at which the spring finishes.
    @usableFromInline static let settleRatio = 1e-3

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
            "Animation.\(function) needs a finite damping fraction that is not negative; got \(dampingFraction)"
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

    @inlinable func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard response > 0 else { return nil }
        let solution = self.solution
        let motion = context._motion
        let (displacement, velocity) = state(value: value, time: time, motion: motion, solution: solution)
        if time - (motion?.startTime ?? 0) >= response {
            context.isLogicallyComplete = true
        }
        let scale = max(value.magnitudeSquared, motion?.scaleSquared ?? 0)
        let energy = solution.energyNorm(
            displacementSquared: displacement.magnitudeSquared, velocitySquared: velocity.magnitudeSquared
        )
        if energy <= _SpringAnimation.settleRatio * _SpringAnimation.settleRatio * scale {
            return nil
        }
        return value + displacement
    }

    @inlinable func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        guard response > 0 else { return nil }
        return state(value: value, time: time, motion: context._motion, solution: solution).velocity
    }

    /// Takes over the previous animation's motion at `time`: always merges.
    @inlinable func merge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        let previousValue = context._lastValue ?? value
        let (offset, velocity) = previous._offsetAndVelocity(value: previousValue, time: time, context: context)
        let scaleSquared: Double
        if response > 0 {
            scaleSquared = solution.energyNorm(
                displacementSquared: (offset - value).magnitudeSquared,
                velocitySquared: velocity.magnitudeSquared
            )
        } else {
            scaleSquared = 0
        }
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
            if response == 0.15 && dampingFraction == 0.86 && blendDuration == 0.25 { return "interactiveSpring" }
            return "interactiveSpring(response: \(_formatNumber(response)), "
                + "dampingFraction: \(_formatNumber(dampingFraction))\(blend))"
        case .interactiveDuration(let duration, let extraBounce):
            var arguments = ["duration: \(_formatNumber(duration))"]
            if extraBounce != 0 { arguments.append("extraBounce: \(_formatNumber(extraBounce))") }
            return "interactiveSpring(\(arguments.joined(separator: ", "))\(blend))"
        case .default:
            return "default"
        }
    }
}
