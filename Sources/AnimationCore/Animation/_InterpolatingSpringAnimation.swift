import Foundation

/// A spring animation whose effects add rather than merge: `interpolatingSpring`.
///
/// As in SwiftUI it answers the unit spring's value scaled onto the delta,
/// `delta × (1 − a(t) + v₀·b(t))` with v₀ the initial velocity in deltas per second; it does not
/// merge, so an interruption combines with it and its motion carries on. As in SwiftUI it lasts the
/// unit spring's settling duration (``Spring/settlingDuration(target:initialVelocity:epsilon:)``,
/// target 1, the initial velocity, ε 0.001), then snaps onto the target, and it is logically
/// complete after its response, 2π·√(mass / stiffness). With damping 0 it oscillates for ever and
/// never finishes, like `repeatForever`.
@usableFromInline internal struct _InterpolatingSpringAnimation: Hashable, Sendable {
    @usableFromInline enum Spelling: Sendable {
        case physical
        case duration(duration: Double, bounce: Double)
        case spring
    }

    @usableFromInline let spring: Spring
    @usableFromInline let initialVelocity: Double
    @usableFromInline let hint: _DescriptionHint<Spelling>
    /// How long the animation lasts: the unit spring's settling duration, computed once.
    @usableFromInline let duration: Double

    @inlinable init(spring: Spring, initialVelocity: Double, spelling: Spelling) {
        precondition(
            initialVelocity.isFinite,
            "Animation.interpolatingSpring needs a finite initial velocity; got \(initialVelocity)"
        )
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.hint = _DescriptionHint(spelling)
        self.duration = spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
    }

    @inlinable func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard time < duration, value.magnitudeSquared != 0 else { return nil }
        if time >= spring.response {
            context.isLogicallyComplete = true
        }
        let c = spring._solution.coefficients(at: max(0, time))
        return value.scaled(by: 1 - c.a + initialVelocity * c.b)
    }

    @inlinable func velocity<V: VectorArithmetic>(value: V, time: Double) -> V? {
        let c = spring._solution.coefficients(at: max(0, time))
        return value.scaled(by: -c.aPrime + initialVelocity * c.bPrime)
    }

    @inlinable var description: String {
        let velocity = initialVelocity != 0 ? ", initialVelocity: \(_formatNumber(initialVelocity))" : ""
        switch hint.spelling {
        case .physical:
            return "interpolatingSpring(mass: \(_formatNumber(spring.mass)), "
                + "stiffness: \(_formatNumber(spring._stiffness)), damping: \(_formatNumber(spring.damping))\(velocity))"
        case .duration(let duration, let bounce):
            return "interpolatingSpring(duration: \(_formatNumber(duration)), "
                + "bounce: \(_formatNumber(bounce))\(velocity))"
        case .spring:
            return "interpolatingSpring(\(spring)\(velocity))"
        }
    }
}
