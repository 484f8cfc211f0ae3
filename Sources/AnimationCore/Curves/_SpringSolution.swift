import Foundation

/// The closed-form solution of a damped harmonic oscillator with unit mass.
///
/// The displacement u from the target obeys `u'' = -ω₀²·u - 2ζω₀·u'`. Its solution is linear in
/// the initial state: `u(t) = a(t)·u₀ + b(t)·v₀` and `u'(t) = a'(t)·u₀ + b'(t)·v₀`. This type
/// answers the four scalar coefficients for the under-damped (ζ < 1), critically damped (ζ = 1,
/// within 1e-6) and over-damped (ζ > 1) cases, so vectors of any dimension are advanced with a
/// handful of scalings.
@usableFromInline internal struct _SpringSolution: Hashable, Sendable {
    @usableFromInline
    init(angularFrequency: Double, dampingRatio: Double) {
        self.angularFrequency = angularFrequency
        self.dampingRatio = dampingRatio
    }

    /// The undamped angular frequency ω₀, in radians per second.
    @usableFromInline let angularFrequency: Double
    /// The damping ratio ζ.
    @usableFromInline let dampingRatio: Double

    /// The four coefficients at a time.
    @usableFromInline struct Coefficients {
        @usableFromInline
        init(a: Double, b: Double, aPrime: Double, bPrime: Double) {
            self.a = a
            self.b = b
            self.aPrime = aPrime
            self.bPrime = bPrime
        }

        /// Displacement from unit initial displacement.
        @usableFromInline var a: Double
        /// Displacement from unit initial velocity.
        @usableFromInline var b: Double
        /// Velocity from unit initial displacement.
        @usableFromInline var aPrime: Double
        /// Velocity from unit initial velocity.
        @usableFromInline var bPrime: Double
    }

    /// The coefficients at time `t` (seconds since the initial state).
    ///
    /// Every case is written so that no intermediate overflows for a finite frequency and damping
    /// ratio: ω₀²/ω_d is computed as ω₀/√(1 − ζ²), and √(ζ² − 1) as |ζ|·√((1 − 1/ζ)(1 + 1/ζ)). A
    /// negative damping ratio (accepted by ``Spring/init(response:dampingRatio:)``) grows instead
    /// of decaying; |ζ| = 1 is the repeated root r = −ζω₀, |ζ| > 1 two real roots.
    @inlinable func coefficients(at t: Double) -> Coefficients {
        let omega = angularFrequency
        let zeta = dampingRatio
        if abs(abs(zeta) - 1) <= 1e-6 {
            // A repeated root r: u = (u₀ + (v₀ − r·u₀)·t)·e^(rt).
            let r = zeta > 0 ? -omega : omega
            let exponential = exp(r * t)
            return Coefficients(
                a: exponential * (1 - r * t),
                b: t * exponential,
                aPrime: -omega * omega * t * exponential,
                bPrime: exponential * (1 + r * t)
            )
        } else if abs(zeta) < 1 {
            let alpha = zeta * omega
            let root = (1 - zeta * zeta).squareRoot()
            let damped = omega * root
            let decay = exp(-alpha * t)
            let cosine = cos(damped * t)
            let sine = sin(damped * t)
            let ratio = zeta / root
            return Coefficients(
                a: decay * (cosine + ratio * sine),
                b: decay * sine / damped,
                aPrime: -decay * (omega / root) * sine,
                bPrime: decay * (cosine - ratio * sine)
            )
        } else {
            let magnitude = abs(zeta)
            let root = magnitude * ((1 - 1 / magnitude) * (1 + 1 / magnitude)).squareRoot()
            // For ζ > 1 the roots are −ω₀(ζ − √(ζ²−1)), written without cancellation, and
            // −ω₀(ζ + √(ζ²−1)); for ζ < −1 the same with the opposite sign.
            let sign: Double = zeta > 0 ? 1 : -1
            let slow = -sign * omega / (magnitude + root)
            let fast = -sign * omega * (magnitude + root)
            let difference = slow - fast
            let eSlow = exp(slow * t)
            let eFast = exp(fast * t)
            return Coefficients(
                a: (-fast * eSlow + slow * eFast) / difference,
                b: (eSlow - eFast) / difference,
                aPrime: omega * omega * (eFast - eSlow) / difference,
                bPrime: (slow * eSlow - fast * eFast) / difference
            )
        }
    }

    /// The unit step response: position at `t` moving from 0 to 1 with no initial velocity.
    @inlinable func step(at t: Double) -> Double {
        1 - coefficients(at: t).a
    }

    /// The squared size of a state in "energy" units, `|u|² + |v|²/ω₀²`.
    ///
    /// It never grows for a damped spring (it is proportional to the oscillator's energy), so once
    /// it is small the displacement stays small for ever.
    @inlinable func energyNorm(displacementSquared: Double, velocitySquared: Double) -> Double {
        displacementSquared + velocitySquared / (angularFrequency * angularFrequency)
    }

    /// The time after which the displacement stays within `epsilon` for a scalar state whose
    /// squared displacement and velocity follow from the given dot products.
    ///
    /// Marches forward in steps of a fraction of the oscillation period (or of the slow time
    /// constant when over-damped) until the energy norm, an upper bound on every later
    /// displacement, is within `epsilon`; then refines the last crossing of `epsilon` by
    /// bisection. Answers `.infinity` for an undamped spring that starts away from rest.
    @inlinable func settlingTime(uu: Double, uv: Double, vv: Double, epsilon: Double) -> Double {
        func displacementSquared(_ t: Double) -> Double {
            let c = coefficients(at: t)
            return c.a * c.a * uu + 2 * c.a * c.b * uv + c.b * c.b * vv
        }
        func energy(_ t: Double) -> Double {
            let c = coefficients(at: t)
            let dd = c.a * c.a * uu + 2 * c.a * c.b * uv + c.b * c.b * vv
            let ww = c.aPrime * c.aPrime * uu + 2 * c.aPrime * c.bPrime * uv + c.bPrime * c.bPrime * vv
            return energyNorm(displacementSquared: dd, velocitySquared: ww)
        }
        let threshold = epsilon * epsilon
        if energy(0) <= threshold { return 0 }
        if dampingRatio <= 0 { return .infinity }
        let step: Double
        if dampingRatio < 1 {
            step = 2 * Double.pi / angularFrequency / 64
        } else {
            let root = dampingRatio * ((1 - 1 / dampingRatio) * (1 + 1 / dampingRatio)).squareRoot()
            let slowRate = angularFrequency / (dampingRatio + root)
            step = min(2 * Double.pi / angularFrequency / 64, 1 / slowRate / 16)
        }
        var t = 0.0
        var lastOutside = 0.0
        var iterations = 0
        while energy(t) > threshold && iterations < 10_000_000 {
            t += step
            iterations += 1
            if displacementSquared(t) > threshold { lastOutside = t }
        }
        // The crossing lies in lastOutside ... lastOutside + step.
        var low = lastOutside
        var high = min(lastOutside + step, max(t, lastOutside))
        if displacementSquared(high) > threshold { return high }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if displacementSquared(middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }

    /// The settling duration as SwiftUI computes it, for a displacement starting at `-target`
    /// (the spring moves from zero to `target`) with velocity `initialVelocity`; the arguments are
    /// the magnitudes SwiftUI's formulas use.
    ///
    /// - Under-damped (0 < ζ < 1): the envelope bound t = −ln(ε / (|λ·target − v₀| + |target|)) / λ
    ///   with λ = ζ·ω₀, the time after which the decaying envelope of the motion is within ε. It is
    ///   not the last crossing of ε, which comes earlier.
    /// - Critically damped or over-damped (ζ ≥ 1): time stepped in increments of 0.1 s, added up,
    ///   until the displacement is within ε and heading to the target. The answer lands on that
    ///   grid, at or above the exact crossing.
    /// - Undamped or negatively damped: `.infinity`, the spring never settles.
    ///
    /// - Parameters:
    ///   - uu: |u₀|², the squared displacement at time zero.
    ///   - uv: u₀·v₀.
    ///   - vv: |v₀|², the squared initial velocity.
    ///   - targetMagnitude: |target|.
    ///   - envelopeMagnitude: |λ·target − v₀|.
    ///   - epsilon: The distance from the target that counts as settled.
    @inlinable func swiftUISettlingDuration(
        uu: Double, uv: Double, vv: Double, targetMagnitude: Double, envelopeMagnitude: Double, epsilon: Double
    ) -> Double {
        let zeta = dampingRatio
        guard zeta > 0, angularFrequency > 0 else { return .infinity }
        if zeta < 1 - 1e-6 {
            let lambda = zeta * angularFrequency
            let time = -log(epsilon / (envelopeMagnitude + targetMagnitude)) / lambda
            return time.isNaN ? 0 : max(0, time)
        }
        func settled(at t: Double) -> Bool {
            let c = coefficients(at: t)
            let dd = c.a * c.a * uu + 2 * c.a * c.b * uv + c.b * c.b * vv
            // u·u′ = (a·u₀ + b·v₀)·(a′·u₀ + b′·v₀), expanded over the dot products.
            let dw = c.a * c.aPrime * uu + (c.a * c.bPrime + c.b * c.aPrime) * uv + c.b * c.bPrime * vv
            return dd <= epsilon * epsilon && dw <= 0
        }
        var time = 0.0
        for _ in 0..<100_000 {
            if settled(at: time) { return time }
            time += 0.1
        }
        // Beyond 10⁴ s of 0.1 s steps (a very over-damped spring creeping at ω₀ / 2ζ): past its one
        // possible overshoot the motion only approaches the target, so bracket the crossing by
        // doubling, bisect it, and round up to the grid.
        var low = time
        var high = time * 2
        while !settled(at: high) {
            guard high.isFinite else { return .infinity }
            low = high
            high *= 2
        }
        for _ in 0..<200 where high - low > 0.05 {
            let middle = (low + high) / 2
            if settled(at: middle) { high = middle } else { low = middle }
        }
        return (high / 0.1).rounded(.up) * 0.1
    }
}
