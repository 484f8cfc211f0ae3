import Foundation

/// A representation of a spring's motion.
///
/// Mirrors SwiftUI's `Spring` (2023 releases): a damped harmonic oscillator described either
/// physically (``mass``, ``stiffness``, ``damping``) or perceptually (``duration`` or ``response``,
/// and ``bounce`` or ``dampingRatio``). Its queries answer the spring's closed-form motion, for
/// under-damped (bounce > 0), critically damped (bounce 0) and over-damped (bounce < 0) springs.
///
///     let spring = Spring(duration: 0.5, bounce: 0.3)
///     spring.mass         // 1.0
///     spring.stiffness    // 157.9
///     spring.damping      // 17.6
///     spring.value(target: 1.0, initialVelocity: 0, time: 0.25)   // 0.984087
///
/// The perceptual and physical descriptions convert as in SwiftUI, with mass 1 unless given:
/// stiffness k = (2π / duration)², damping c = 4πζ / duration, damping ratio ζ = 1 − bounce for
/// bounce ≥ 0 and ζ = 1 / (1 + bounce) for bounce < 0.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the spring.
    public let mass: Double

    /// The stiffness the spring moves with: the restoring force per unit of displacement.
    @usableFromInline internal let _stiffness: Double

    /// The spring stiffness coefficient, as SwiftUI reports it.
    ///
    /// For an under-damped or critically damped spring (ζ ≤ 1) it is the restoring force per unit
    /// of displacement, k = m·ω₀². For an over-damped spring (ζ > 1) it is what SwiftUI's getter
    /// answers: m·(λ² + ω²), with the decay constant λ = ζ·ω₀ and ω² = ω₀²·(ζ² − 1), which is
    /// m·ω₀²·(2ζ² − 1), more than the k the spring moves with. The motion (``value(target:initialVelocity:time:)``)
    /// always obeys k.
    ///
    ///     Spring(duration: 0.5, bounce: 0.3).stiffness    // (2π / 0.5)² ≈ 157.91
    ///     Spring(duration: 0.5, bounce: -0.2).stiffness   // (2π / 0.5)² · (2 · 1.25² − 1) ≈ 335.56
    @inlinable public var stiffness: Double {
        let zeta = dampingRatio
        guard zeta > 1 else { return _stiffness }
        return _stiffness * (2 * zeta * zeta - 1)
    }

    /// The damping coefficient: the friction force per unit of velocity.
    public let damping: Double

    /// The closed-form solution for this spring.
    @inlinable internal var _solution: _SpringSolution {
        _SpringSolution(angularFrequency: (_stiffness / mass).squareRoot(), dampingRatio: dampingRatio)
    }

    /// Creates a spring with the given perceptual duration and bounce.
    ///
    /// Mirrors SwiftUI's `Spring(duration:bounce:)`: mass 1, stiffness (2π / duration)², damping
    /// 4πζ / duration with ζ = 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (bounce < 0).
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds: the time to reach the target, ignoring
    ///     the bounce. Defaults to 0.5.
    ///   - bounce: How bouncy the spring is: 0 is critically damped, up to 1 undamped (it
    ///     oscillates for ever), down to -1 increasingly over-damped. Values outside `-1...1` are
    ///     clamped, and -1 (which would never move) is treated as a damping ratio of 1000.
    /// - Precondition: `duration` is positive and finite; `bounce` is finite.
    @inlinable public init(duration: Double = 0.5, bounce: Double = 0) {
        precondition(
            duration > 0 && duration.isFinite,
            "Spring(duration:bounce:) needs a positive, finite duration; got \(duration)"
        )
        precondition(bounce.isFinite, "Spring(duration:bounce:) needs a finite bounce; got \(bounce)")
        self.init(_response: duration, dampingRatio: Spring._dampingRatio(bounce: bounce))
    }

    /// Creates a spring from its physical parameters.
    ///
    /// Mirrors SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring. Defaults to 1.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The damping coefficient; 0 makes an undamped spring that oscillates for ever.
    ///   - allowOverDamping: Whether damping beyond critical is kept. When `false` (the default),
    ///     as in SwiftUI, an over-damped spring is treated as critically damped.
    /// - Precondition: `mass` and `stiffness` are positive and finite; `damping` is finite and
    ///   not negative.
    @inlinable public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        precondition(mass > 0 && mass.isFinite, "Spring needs a positive, finite mass; got \(mass)")
        precondition(
            stiffness > 0 && stiffness.isFinite,
            "Spring needs a positive, finite stiffness; got \(stiffness)"
        )
        precondition(
            damping >= 0 && damping.isFinite,
            "Spring needs a finite damping that is not negative; got \(damping)"
        )
        let critical = 2 * (stiffness * mass).squareRoot()
        self.mass = mass
        self._stiffness = stiffness
        self.damping = allowOverDamping ? damping : min(damping, critical)
    }

    /// Creates a spring with the given response and damping ratio.
    ///
    /// Mirrors SwiftUI's `Spring(response:dampingRatio:)`: mass 1, stiffness (2π / response)²,
    /// damping 4π·dampingRatio / response. As in SwiftUI any damping ratio is accepted and reported
    /// back by ``dampingRatio``, a negative one included: that spring gains energy, its motion
    /// grows instead of settling, and ``settlingDuration`` is infinite.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring as an approximate duration in seconds.
    ///   - dampingRatio: The damping as a fraction of critical damping: below 1 it bounces, 1 is
    ///     critically damped, above 1 over-damped, below 0 it oscillates with a growing amplitude.
    /// - Precondition: `response` is positive and finite; `dampingRatio` is finite.
    @inlinable public init(response: Double, dampingRatio: Double) {
        precondition(
            response > 0 && response.isFinite,
            "Spring(response:dampingRatio:) needs a positive, finite response; got \(response)"
        )
        precondition(
            dampingRatio.isFinite,
            "Spring(response:dampingRatio:) needs a finite damping ratio; got \(dampingRatio)"
        )
        self.init(_response: response, dampingRatio: dampingRatio)
    }

    /// Creates a spring that settles within the given duration.
    ///
    /// Mirrors SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`, criterion and clamps
    /// included. The settling duration is clamped to `0.01...10` seconds and the damping ratio to
    /// at most 1 (and above 0: a ratio of zero or less becomes the smallest positive one). The
    /// natural frequency ω₀ is then solved by Newton's method (from 5 / T, at most 12 steps, then
    /// from 1 / T, at most 20, stopping once a step is within `epsilon`) so that
    /// - for ζ < 1, the envelope's amplitude, (ζ / √(1 − ζ²))·e^(−ζ·ω₀·T), is `epsilon`;
    /// - for ζ = 1, e^(−ω₀·T)·(1 + ω₀·T) is `epsilon`.
    ///
    /// That criterion is SwiftUI's, not an exact settling solve: the spring's
    /// ``settlingDuration`` differs from `settlingDuration` by up to tens of percent. When the
    /// amplitude ζ / √(1 − ζ²) is itself below `epsilon` (ζ below about `epsilon`), the criterion
    /// has no positive solution; Animatic then solves e^(−ζ·ω₀·T) = `epsilon`.
    ///
    ///     Spring(settlingDuration: 1, dampingRatio: 1).response   // 2π / 9.2335 ≈ 0.6805
    ///
    /// - Parameters:
    ///   - settlingDuration: The time in seconds for the spring to settle, clamped to `0.01...10`.
    ///   - dampingRatio: The damping as a fraction of critical damping, clamped to at most 1.
    ///   - epsilon: How close to the target counts as settled. Defaults to 0.001.
    /// - Precondition: `settlingDuration` and `dampingRatio` are not NaN; `epsilon` is between 0
    ///   and 1 exclusive.
    @inlinable public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        precondition(
            !settlingDuration.isNaN,
            "Spring(settlingDuration:dampingRatio:epsilon:) needs a settling duration that is a number; got nan"
        )
        precondition(
            !dampingRatio.isNaN,
            "Spring(settlingDuration:dampingRatio:epsilon:) needs a damping ratio that is a number; got nan"
        )
        precondition(
            epsilon > 0 && epsilon < 1,
            "Spring(settlingDuration:dampingRatio:epsilon:) needs an epsilon between 0 and 1; got \(epsilon)"
        )
        let duration = min(max(settlingDuration, 0.01), 10)
        let zeta = min(max(dampingRatio, .ulpOfOne), 1)
        let omega = Spring._naturalFrequency(settlingDuration: duration, dampingRatio: zeta, epsilon: epsilon)
        self.init(_response: 2 * .pi / omega, dampingRatio: zeta)
    }

    /// The natural frequency that meets SwiftUI's settling criterion, by Newton's method; see
    /// ``init(settlingDuration:dampingRatio:epsilon:)``.
    @inlinable internal static func _naturalFrequency(
        settlingDuration duration: Double, dampingRatio zeta: Double, epsilon: Double
    ) -> Double {
        let function: (Double) -> Double
        let derivative: (Double) -> Double
        if zeta < 1 {
            let amplitude = zeta / (1 - zeta * zeta).squareRoot()
            let rate = zeta * duration
            function = { omega in epsilon - amplitude * exp(-rate * omega) }
            derivative = { omega in amplitude * rate * exp(-rate * omega) }
        } else {
            function = { omega in exp(-omega * duration) * (1 + omega * duration) - epsilon }
            derivative = { omega in -duration * duration * omega * exp(-omega * duration) }
        }
        func solve(from start: Double, steps: Int) -> Double? {
            var omega = start
            for _ in 0..<steps {
                let step = function(omega) / derivative(omega)
                let next = omega - step
                guard next.isFinite else { return nil }
                omega = next
                if abs(step) <= epsilon { break }
            }
            return omega
        }
        if let omega = solve(from: 5 / duration, steps: 12) ?? solve(from: 1 / duration, steps: 20), omega > 0 {
            return omega
        }
        // No positive solution: the amplitude term alone is within epsilon. Let the envelope decay to it.
        return -log(epsilon) / (zeta * duration)
    }

    /// Creates a spring of mass 1 from a response and a damping ratio, unchecked.
    @inlinable internal init(_response response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        self.mass = 1
        self._stiffness = omega * omega
        self.damping = 2 * dampingRatio * omega
    }

    /// The damping ratio for a bounce, as SwiftUI defines it; bounce is clamped to `-1...1`.
    @inlinable internal static func _dampingRatio(bounce: Double) -> Double {
        let bounce = min(max(bounce, -1), 1)
        if bounce >= 0 { return 1 - bounce }
        return min(1 / (1 + bounce), 1000)
    }

    /// The perceptual duration in seconds: the same as ``response``.
    ///
    /// Mirrors SwiftUI's `Spring.duration`.
    @inlinable public var duration: Double { response }

    /// The stiffness as an approximate duration in seconds: 2π·√(mass / stiffness).
    ///
    /// Mirrors SwiftUI's `Spring.response`, the period of the undamped oscillation.
    @inlinable public var response: Double { 2 * .pi * (mass / _stiffness).squareRoot() }

    /// The damping as a fraction of critical damping: damping / (2·√(stiffness·mass)).
    ///
    /// Mirrors SwiftUI's `Spring.dampingRatio`.
    @inlinable public var dampingRatio: Double { damping / (2 * (_stiffness * mass).squareRoot()) }

    /// How bouncy the spring is: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when over-damped.
    ///
    /// Mirrors SwiftUI's `Spring.bounce`, the inverse of the bounce used by ``init(duration:bounce:)``.
    @inlinable public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The time the spring takes to settle within 0.001 of a unit target, from rest, as SwiftUI
    /// computes it.
    ///
    /// Mirrors SwiftUI's `Spring.settlingDuration` (target 1, initial velocity 0, epsilon 0.001);
    /// see ``settlingDuration(target:initialVelocity:epsilon:)`` for how. A ``SpringKeyframe``
    /// without a duration lasts this long. An undamped or negatively damped spring never settles,
    /// and answers `.infinity`.
    @inlinable public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
    }

    /// Returns the time the spring takes to settle within `epsilon` of a target, as SwiftUI
    /// computes it.
    ///
    /// Mirrors SwiftUI's `Spring.settlingDuration(target:initialVelocity:epsilon:)`. The spring
    /// starts at zero moving with `initialVelocity`; λ = ζ·ω₀ is its decay rate.
    /// - Under-damped (ζ < 1): the envelope bound
    ///   t = −ln(ε / (|λ·target − v₀| + |target|)) / λ, after which the decaying envelope of the
    ///   motion is within ε. The motion itself is within ε somewhat earlier, at its last crossing.
    /// - Critically damped or over-damped (ζ ≥ 1): time is stepped in increments of 0.1 s, added
    ///   up, until the spring is within ε of the target and heading to it. The answer lands on that
    ///   grid, at or just above the exact crossing: 0.7999999999999999 for `Spring(duration: 0.5)`,
    ///   whose exact crossing is at 0.7348 s.
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - initialVelocity: The velocity at time zero.
    ///   - epsilon: The distance from the target that counts as settled.
    /// - Returns: The settling time in seconds, `.infinity` for an undamped or negatively damped
    ///   spring.
    /// - Complexity: O(1) for an under-damped spring; O(T / 0.1 s) for a settling time T otherwise, up to 10⁴ s, then O(log T).
    @inlinable public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> Double {
        let solution = _solution
        let tt = target.magnitudeSquared
        let vv = initialVelocity.magnitudeSquared
        // target·v₀ = (|t + v|² − |t|² − |v|²) / 2; the displacement starts at u₀ = −target.
        let tv = ((target + initialVelocity).magnitudeSquared - tt - vv) / 2
        let lambda = solution.dampingRatio * solution.angularFrequency
        let envelopeSquared = lambda * lambda * tt - 2 * lambda * tv + vv
        return solution.swiftUISettlingDuration(
            uu: tt, uv: -tv, vv: vv, targetMagnitude: tt.squareRoot(),
            envelopeMagnitude: max(0, envelopeSquared).squareRoot(), epsilon: epsilon)
    }

    /// Returns the spring's value at a time, moving from zero towards a target.
    ///
    /// Mirrors SwiftUI's `Spring.value(target:initialVelocity:time:)`.
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - initialVelocity: The velocity at time zero. Defaults to zero.
    ///   - time: The time in seconds since the spring started.
    /// - Returns: The value at `time`.
    @inlinable public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let c = _solution.coefficients(at: time)
        return target - target.scaled(by: c.a) + initialVelocity.scaled(by: c.b)
    }

    /// Returns the spring's velocity at a time, moving from zero towards a target.
    ///
    /// Mirrors SwiftUI's `Spring.velocity(target:initialVelocity:time:)`, quirk included: for an
    /// under-damped or critically damped spring it is the rate of change of
    /// ``value(target:initialVelocity:time:)``; for an over-damped one (ζ > 1) SwiftUI's answer
    /// carries an extra `target` on top of that rate, and so does Animatic's. The motion itself
    /// is unaffected: animations and ``update(value:velocity:target:deltaTime:)`` use the rate.
    ///
    ///     let spring = Spring(duration: 0.5, bounce: -0.2)
    ///     spring.velocity(target: 1.0, time: 2)   // ≈ 1: the motion has stopped, the extra term stays
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - initialVelocity: The velocity at time zero. Defaults to zero.
    ///   - time: The time in seconds since the spring started.
    /// - Returns: The velocity at `time`, in units per second.
    @inlinable public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let rate = _velocity(target: target, initialVelocity: initialVelocity, time: time)
        return dampingRatio > 1 ? rate + target : rate
    }

    /// The rate of change of ``value(target:initialVelocity:time:)``: the physical velocity.
    @inlinable internal func _velocity<V: VectorArithmetic>(target: V, initialVelocity: V, time: Double) -> V {
        let c = _solution.coefficients(at: time)
        return initialVelocity.scaled(by: c.bPrime) - target.scaled(by: c.aPrime)
    }

    /// Returns the spring's value at a time, moving from one value towards another.
    ///
    /// Mirrors SwiftUI's `Spring.value(fromValue:toValue:initialVelocity:time:)`.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time zero.
    ///   - toValue: The target value.
    ///   - initialVelocity: The velocity at time zero.
    ///   - time: The time in seconds since the spring started.
    /// - Returns: The value at `time`.
    @inlinable public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Returns the spring's velocity at a time, moving from one value towards another.
    ///
    /// Mirrors SwiftUI's `Spring.velocity(fromValue:toValue:initialVelocity:time:)`; for an
    /// over-damped spring it carries the extra `toValue − fromValue` term of
    /// ``velocity(target:initialVelocity:time:)``.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time zero.
    ///   - toValue: The target value.
    ///   - initialVelocity: The velocity at time zero.
    ///   - time: The time in seconds since the spring started.
    /// - Returns: The velocity at `time`.
    @inlinable public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: Double)
        -> V
    {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances a value and its velocity by a time step towards a target.
    ///
    /// Mirrors SwiftUI's `Spring.update(value:velocity:target:deltaTime:)`. Animatic advances the
    /// exact closed form rather than an integrator step, so any step size is stable and two steps
    /// of 0.1 s land where one of 0.2 s does.
    ///
    /// - Parameters:
    ///   - value: The current value, replaced by the value after the step.
    ///   - velocity: The current velocity, replaced by the velocity after the step.
    ///   - target: The value the spring pulls towards.
    ///   - deltaTime: The time step in seconds.
    @inlinable public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double)
    {
        let c = _solution.coefficients(at: deltaTime)
        let displacement = value - target
        let newDisplacement = displacement.scaled(by: c.a) + velocity.scaled(by: c.b)
        velocity = displacement.scaled(by: c.aPrime) + velocity.scaled(by: c.bPrime)
        value = target + newDisplacement
    }

    /// Returns the force the spring exerts on a value: stiffness pulling towards the target,
    /// damping resisting the velocity.
    ///
    /// Mirrors SwiftUI's `Spring.force(target:position:velocity:)`: `k·(target − position) − c·velocity`,
    /// with k the reported ``stiffness``, which for an over-damped spring is SwiftUI's larger figure.
    ///
    /// - Parameters:
    ///   - target: The value the spring pulls towards.
    ///   - position: The current value.
    ///   - velocity: The current velocity.
    /// - Returns: The force.
    @inlinable public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }
}

extension Spring: CustomStringConvertible {
    /// A textual representation of the spring, such as `Spring(duration: 0.5, bounce: 0.3)`; a
    /// spring whose mass is not 1 is written physically, `Spring(mass: 2, stiffness: 100, damping: 10)`.
    public var description: String {
        if mass == 1 {
            return "Spring(duration: \(_formatNumber(duration)), bounce: \(_formatNumber(bounce)))"
        }
        return "Spring(mass: \(_formatNumber(mass)), stiffness: \(_formatNumber(_stiffness)), "
            + "damping: \(_formatNumber(damping)))"
    }
}
