import AnimationCore
import Foundation
import Testing

@Suite("Spring")
struct SpringTests {
    @Test("Apple's check: Spring(duration: 0.5, bounce: 0.3) has mass 1.0, stiffness 157.9, damping 17.6")
    func appleDurationBounceCheck() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(String(format: "%.1f", spring.mass) == "1.0")
        #expect(String(format: "%.1f", spring.stiffness) == "157.9")
        #expect(String(format: "%.1f", spring.damping) == "17.6")
    }

    @Test("Apple's check: Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63, bounce 0.5")
    func applePhysicalCheck() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(String(format: "%.2f", spring.duration) == "0.63")
        #expect(String(format: "%.1f", spring.bounce) == "0.5")
    }

    struct Check: CustomTestStringConvertible, Sendable {
        let bounce: Double
        let time: Double
        let expected: Double
        var testDescription: String { "bounce \(bounce) at t \(time) → \(expected)" }
    }

    /// The step response's values, from the closed form (see ``SpringStepResponse``).
    static let checks =
        SpringStepResponse.critical.map { Check(bounce: 0, time: $0.time, expected: $0.value) }
        + SpringStepResponse.bounce03.map { Check(bounce: 0.3, time: $0.time, expected: $0.value) }

    @Test("the closed form reproduces the step response's values to 1e-5", arguments: checks)
    func closedForm(_ check: Check) {
        let spring = Spring(duration: 0.5, bounce: check.bounce)
        #expect(abs(spring.value(target: 1.0, time: check.time) - check.expected) < 1e-5)
    }

    @Test("the bounce 0.3 spring peaks at 1.045988 near t = π / ω_d = 0.35007")
    func peak() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var best = (value: -Double.infinity, time: 0.0)
        for step in 1..<100_000 {
            let t = Double(step) / 100_000
            let value = spring.value(target: 1.0, time: t)
            if value > best.value { best = (value, t) }
        }
        #expect(abs(best.value - SpringStepResponse.peakValue) < 1e-6)
        #expect(abs(best.time - SpringStepResponse.peakTime) < 1e-4)
        #expect(abs(spring.velocity(target: 1.0, time: SpringStepResponse.peakTime)) < 1e-3)
    }

    @Test("perceptual and physical parameters convert both ways", arguments: [-0.5, -0.2, 0, 0.15, 0.3, 0.7])
    func roundTrip(_ bounce: Double) {
        let spring = Spring(duration: 0.8, bounce: bounce)
        #expect(abs(spring.duration - 0.8) < 1e-12)
        #expect(abs(spring.response - 0.8) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-12)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(abs(spring.dampingRatio - zeta) < 1e-12)
        // SwiftUI reports m·(λ² + ω²) as the stiffness: ω₀² when ζ ≤ 1, ω₀²·(2ζ² − 1) when over-damped.
        let omegaSquared: Double = (2 * Double.pi / 0.8) * (2 * Double.pi / 0.8)
        let reported: Double = omegaSquared * (zeta > 1 ? 2 * zeta * zeta - 1 : 1)
        #expect(abs(spring.stiffness - reported) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * zeta / 0.8) < 1e-9)
        let same = Spring(response: 0.8, dampingRatio: zeta)
        #expect(abs(same.stiffness - spring.stiffness) < 1e-9 && abs(same.damping - spring.damping) < 1e-9)
    }

    @Test(
        "under-, critically and over-damped springs satisfy the equation of motion",
        arguments: [0.3, 0.999_999_9, 1, 1.000_000_1, 1.5, 4])
    func equationOfMotion(_ dampingRatio: Double) {
        let spring = Spring(response: 0.6, dampingRatio: dampingRatio)
        // The motion obeys k = (2π / response)²; SwiftUI's over-damped velocity getter adds the target.
        let k: Double = (2 * Double.pi / 0.6) * (2 * Double.pi / 0.6)
        let c = spring.damping
        let extra = dampingRatio > 1 ? 1.0 : 0
        for t in stride(from: 0.01, through: 2, by: 0.07) {
            let h = 1e-4
            let x: Double = spring.value(target: 1.0, initialVelocity: 2, time: t)
            let v: Double = spring.velocity(target: 1.0, initialVelocity: 2.0, time: t) - extra
            let before: Double = spring.velocity(target: 1.0, initialVelocity: 2.0, time: t - h) - extra
            let after: Double = spring.velocity(target: 1.0, initialVelocity: 2.0, time: t + h) - extra
            let acceleration: Double = (after - before) / (2 * h)
            let force: Double = -k * (x - 1) - c * v
            #expect(abs(acceleration - force) < 1e-3 * max(1, abs(acceleration)))
            let slope =
                (spring.value(target: 1.0, initialVelocity: 2, time: t + h)
                    - spring.value(target: 1.0, initialVelocity: 2, time: t - h)) / (2 * h)
            #expect(abs(slope - v) < 1e-5 * max(1, abs(v)))
        }
        #expect(spring.value(target: 1.0, initialVelocity: 2, time: 0) == 0)
        let v0: Double = spring.velocity(target: 1.0, initialVelocity: 2.0, time: 0)
        #expect(abs(v0 - extra - 2) < 1e-12)
    }

    @Test("the critically damped closed form is 1 − e^(−ω₀t)(1 + ω₀t)")
    func criticallyDamped() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let omega = 4 * Double.pi
        for t in stride(from: 0.0, through: 1, by: 0.1) {
            #expect(abs(spring.value(target: 1.0, time: t) - (1 - exp(-omega * t) * (1 + omega * t))) < 1e-12)
        }
    }

    @Test("over-damping is clamped to critical unless allowed")
    func allowOverDamping() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(clamped.dampingRatio == 1)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(allowed.dampingRatio == 2)
        #expect(abs(allowed.bounce - (-0.5)) < 1e-12)
        #expect(allowed.value(target: 1.0, time: 0.3) < clamped.value(target: 1.0, time: 0.3))
    }

    @Test("update(value:velocity:target:deltaTime:) advances the closed form in any steps")
    func update() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<30 {
            spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1.0 / 60)
        }
        #expect(abs(value - spring.value(target: 1.0, time: 0.5)) < 1e-12)
        #expect(abs(velocity - spring.velocity(target: 1.0, time: 0.5)) < 1e-9)
        var point = CGPoint(x: 10, y: 0).animatableData
        var pointVelocity = CGPoint.zero.animatableData
        let target = CGPoint(x: 0, y: 10).animatableData
        spring.update(value: &point, velocity: &pointVelocity, target: target, deltaTime: 5)
        #expect(isApproximatelyEqual(point, CGPoint(x: 0, y: 10).animatableData, tolerance: 1e-6))
    }

    @Test("value(fromValue:toValue:initialVelocity:time:) offsets the unit motion")
    func fromTo() {
        let spring = Spring.snappy
        let value = spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0, time: 0.2)
        #expect(abs(value - (10 + spring.value(target: 10.0, time: 0.2))) < 1e-12)
        #expect(spring.force(target: 1.0, position: 0, velocity: 0) == spring.stiffness)
    }

    /// The unit step response from rest, written out for each damping regime: the oracle below.
    static func step(omega: Double, zeta: Double, at t: Double) -> Double {
        if zeta == 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot())
        let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    @Test(
        "settlingDuration of an under-damped spring is SwiftUI's envelope bound, not the last crossing",
        arguments: [0.3, 0.8, 0.05])
    func underDampedSettlingDuration(_ bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        let zeta = 1 - bounce
        let lambda = zeta * 2 * .pi / 0.5
        let expected = -log(0.001 / (lambda * 1 + 1)) / lambda
        #expect(abs(spring.settlingDuration - expected) < 1e-9)
        // The envelope bounds the motion: settled for good after it.
        for step in 0..<400 {
            #expect(abs(spring.value(target: 1.0, time: expected + Double(step) * 0.01) - 1) <= 0.001)
        }
        // With a target and an initial velocity: |λ·target − v₀| + |target| scales the envelope.
        let general = spring.settlingDuration(target: 3.0, initialVelocity: -2.0, epsilon: 0.01)
        #expect(abs(general - -log(0.01 / (abs(lambda * 3 + 2) + 3)) / lambda) < 1e-9)
    }

    @Test(
        "settlingDuration of a critically or over-damped spring is the first 0.1 s step, added up, within 0.001",
        arguments: [0.0, -0.5, -0.2])
    func overDampedSettlingDuration(_ bounce: Double) {
        let spring = Spring(duration: 0.5, bounce: bounce)
        let zeta = bounce == 0 ? 1 : 1 / (1 + bounce)
        let omega = 2 * Double.pi / 0.5
        var expected = 0.0
        while abs(1 - Self.step(omega: omega, zeta: zeta, at: expected)) > 0.001 { expected += 0.1 }
        #expect(abs(spring.settlingDuration - expected) < 1e-12, "on the grid: \(expected)")
        #expect(abs(1 - Self.step(omega: omega, zeta: zeta, at: expected - 0.1)) > 0.001)
        if bounce == 0 {
            // e^(−x)(1 + x) = 0.001 at x ≈ 9.2335, 0.7348 s for ω₀ = 4π: the grid answers 0.8 (as 0.1 × 8 adds up).
            #expect(spring.settlingDuration == 0.1 + 0.1 + 0.1 + 0.1 + 0.1 + 0.1 + 0.1 + 0.1)
        }
    }

    /// The root of e^(−x)(1 + x) = ε, by bisection: the critically damped criterion in units of ω₀T.
    static func criticalRoot(epsilon: Double) -> Double {
        var low = 0.0
        var high = 100.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if exp(-middle) * (1 + middle) > epsilon { low = middle } else { high = middle }
        }
        return low
    }

    @Test("Spring(settlingDuration:dampingRatio:) meets SwiftUI's criterion, not an exact settling time")
    func fromSettlingDuration() {
        let spring = Spring(settlingDuration: 1.2, dampingRatio: 0.6)
        // (ζ / √(1 − ζ²))·e^(−ζ·ω₀·T) = ε: ω₀ = ln(ζ / (√(1 − ζ²)·ε)) / (ζ·T).
        let omega = log(0.6 / (0.8 * 0.001)) / (0.6 * 1.2)
        #expect(abs(spring.response - 2 * .pi / omega) / (2 * .pi / omega) < 1e-6)
        #expect(abs(spring.dampingRatio - 0.6) < 1e-12)
        #expect(spring.mass == 1)
        // Its own settling duration, by the envelope bound, is a third longer than asked for.
        #expect(spring.settlingDuration > 1.5 && spring.settlingDuration < 1.7)

        let critical = Spring(settlingDuration: 2, dampingRatio: 1)
        let x = Self.criticalRoot(epsilon: 0.001)
        #expect(abs(critical.response - 2 * .pi / (x / 2)) / critical.response < 1e-6)
        #expect(abs(critical.dampingRatio - 1) < 1e-12)
        // Newton's method stops once a step is within epsilon, so a loose epsilon solves loosely.
        let loose = Spring(settlingDuration: 1, dampingRatio: 1, epsilon: 0.05)
        #expect(abs(loose.response - 2 * .pi / Self.criticalRoot(epsilon: 0.05)) / loose.response < 1e-3)
    }

    @Test("Spring(settlingDuration:dampingRatio:) clamps the duration to 0.01...10 s and the ratio to at most 1")
    func settlingDurationClamps() {
        let long = Spring(settlingDuration: 20, dampingRatio: 1)
        #expect(long == Spring(settlingDuration: 10, dampingRatio: 1))
        #expect(Spring(settlingDuration: 0.001, dampingRatio: 0.5) == Spring(settlingDuration: 0.01, dampingRatio: 0.5))
        #expect(Spring(settlingDuration: 1, dampingRatio: 3) == Spring(settlingDuration: 1, dampingRatio: 1))
        #expect(abs(long.response - 2 * .pi / (Self.criticalRoot(epsilon: 0.001) / 10)) / long.response < 1e-6)
        // A ratio of zero or less becomes the smallest positive one: finite, and settles (eventually).
        let undamped = Spring(settlingDuration: 1, dampingRatio: -1)
        #expect(undamped.dampingRatio > 0)
        #expect(undamped.stiffness.isFinite && undamped.settlingDuration.isFinite)
    }

    @Test(
        "Spring(response:dampingRatio:) accepts a negative damping ratio and reports it back",
        arguments: [-0.3, -1, -2.5])
    func negativeDampingRatio(_ ratio: Double) {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        #expect(abs(spring.dampingRatio - ratio) < 1e-15)
        #expect(spring.settlingDuration == .infinity)
        // It gains energy: the distance from the target grows, and stays finite.
        let early = abs(spring.value(target: 1.0, time: 0.5) - 1)
        let late = abs(spring.value(target: 1.0, time: 2) - 1)
        #expect(late > early && late.isFinite)
        // The closed form for ζ < 0 is the same as for ζ > 0 with the decay turned into growth.
        let omega = 2 * Double.pi / 0.5
        if ratio > -1 {
            #expect(abs(spring.value(target: 1.0, time: 0.3) - Self.step(omega: omega, zeta: ratio, at: 0.3)) < 1e-9)
        }
    }

    @Test("an undamped spring never settles")
    func undamped() {
        let spring = Spring(duration: 0.5, bounce: 1)
        #expect(spring.dampingRatio == 0)
        #expect(spring.settlingDuration == .infinity)
        #expect(abs(spring.value(target: 1.0, time: 0.25) - 2) < 1e-9)  // half a period: 1 − cos π = 2
    }

    @Test("bounce is clamped to -1...1, and -1 is a damping ratio of 1000")
    func bounceClamping() {
        #expect(Spring(duration: 0.5, bounce: 2).bounce == 1)
        let stiff = Spring(duration: 0.5, bounce: -3)
        #expect(abs(stiff.dampingRatio - 1000) < 1e-9)
        #expect(stiff.value(target: 1.0, time: 1).isFinite)
        #expect(stiff.settlingDuration.isFinite)
    }

    @Test("presets match SwiftUI's")
    func presets() {
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.bouncy(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.4))
        #expect(Spring.bouncy.description == "Spring(duration: 0.5, bounce: 0.3)")
    }
}

@Suite("Spring extremes")
struct SpringExtremeTests {
    @Test("a spring damped far beyond critical still has a finite settling duration, found quickly")
    func heavilyOverDamped() {
        // ζ = 10⁶ with ω₀ = 1: the slow root is 1 / (ζ + √(ζ² − 1)) ≈ 5 × 10⁻⁷ per second, and from
        // rest u(t) ≈ e^(−t / 2ζ) reaches 0.001 after about 2ζ·ln(1000) ≈ 1.38 × 10⁷ s.
        let spring = Spring(mass: 1, stiffness: 1, damping: 2e6, allowOverDamping: true)
        let settling = spring.settlingDuration
        let estimate = 2e6 * log(1000.0)
        #expect(abs(settling - estimate) / estimate < 1e-3)
        #expect(abs(1 - spring.value(target: 1.0, time: settling)) <= 0.001)
        let interpolating = Animation.interpolatingSpring(mass: 1, stiffness: 1, damping: 1e155)
        var context = AnimationContext<Double>()
        #expect(interpolating.animate(value: 1.0, time: 1, context: &context)?.isFinite == true)
    }
}
