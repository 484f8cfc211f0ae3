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
    @inlinable func coefficients(at t: Double) -> Coefficients {
        let omega = angularFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) <= 1e-6 {
            let decay = exp(-omega * t)
            return Coefficients(
                a: decay * (1 + omega * t),
                b: t * decay,
                aPrime: -omega * omega * t * decay,
                bPrime: decay * (1 - omega * t)
            )
        } else if zeta < 1 {
            let alpha = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-alpha * t)
            let cosine = cos(damped * t)
            let sine = sin(damped * t)
            return Coefficients(
                a: decay * (cosine + (alpha / damped) * sine),
                b: decay * sine / damped,
                aPrime: -decay * (omega * omega / damped) * sine,
                bPrime: decay * (cosine - (alpha / damped) * sine)
            )
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // r1 = -ω₀(ζ - √(ζ²-1)) written without cancellation; r2 = -ω₀(ζ + √(ζ²-1)).
            let slow = -omega / (zeta + root)
            let fast = -omega * (zeta + root)
            let difference = slow - fast
            let eSlow = exp(slow * t)
            let eFast = exp(fast * t)
            return Coefficients(
                a: (-fast * eSlow + slow * eFast) / difference,
                b: (eSlow - eFast) / difference,
                aPrime: slow * fast * (eFast - eSlow) / difference,
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
            let slowRate = angularFrequency / (dampingRatio + (dampingRatio * dampingRatio - 1).squareRoot())
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
}
