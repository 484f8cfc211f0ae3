import Foundation

/// Where `Spring(duration: 0.5, bounce:)` is at a few times on its way from 0 to 1, released at
/// rest: the values the spring tests pin, each worked out from the damped oscillator's closed form.
///
/// A spring of duration *d* and bounce *b* ≥ 0 has mass 1, stiffness (2π / *d*)² and damping
/// ratio ζ = 1 − *b*, so its natural frequency is ω₀ = 2π / *d* (4π rad/s for *d* = 0.5 s). Its
/// step response is
///
/// - for ζ = 1 (bounce 0, critically damped): x(*t*) = 1 − (1 + ω₀*t*) e^(−ω₀*t*);
/// - for ζ < 1 (bounce 0.3, so ζ = 0.7): x(*t*) = 1 − e^(−ζω₀*t*) (cos ω_d*t* + (ζω₀ / ω_d) sin ω_d*t*),
///   with ω_d = ω₀ √(1 − ζ²) ≈ 8.9742 rad/s.
///
/// The values are these formulas in double precision, rounded to six decimals. For example, bounce
/// 0 at 0.1 s: ω₀*t* = 0.4π, x = 1 − (1 + 0.4π) e^(−0.4π) = 0.357740. The underdamped spring's
/// first peak is where its velocity is zero, at *t* = π / ω_d ≈ 0.35007 s: 1.045988.
enum SpringStepResponse {
    /// `Spring(duration: 0.5, bounce: 0)`: (time in seconds, position).
    static let critical: [(time: Double, value: Double)] = [(0.1, 0.357740), (0.25, 0.821026), (0.5, 0.986399)]
    /// `Spring(duration: 0.5, bounce: 0.3)`: (time in seconds, position), the last at its peak.
    static let bounce03: [(time: Double, value: Double)] = [(0.1, 0.423302), (0.25, 0.984087), (0.35007, 1.045988)]
    /// The time of the bounce 0.3 spring's first peak, π / ω_d, to five decimals.
    static let peakTime = 0.35007
    /// The bounce 0.3 spring's value at its first peak.
    static let peakValue = 1.045988

    /// The table of the spring with the given bounce, 0 or 0.3.
    static func values(bounce: Double) -> [(time: Double, value: Double)] {
        precondition(bounce == 0 || bounce == 0.3, "the table has bounce 0 and 0.3 only")
        return bounce == 0 ? critical : bounce03
    }
}
