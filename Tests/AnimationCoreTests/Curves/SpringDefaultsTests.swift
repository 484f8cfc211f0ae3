import AnimationCore
import Foundation
import Testing

/// SwiftUI's spring defaults and presets, and what its over-damped getters report.
@Suite("Spring defaults and presets")
struct SpringDefaultsTests {
    /// The unit step of a spring of response `response` and damping ratio `zeta` from rest, in
    /// closed form: under-damped, critically damped or over-damped.
    static func step(response: Double, zeta: Double, at t: Double) -> Double {
        let omega = 2 * Double.pi / response
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        if zeta == 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    static func values(_ animation: Animation, at times: [Double]) -> [Double] {
        var context = AnimationContext<Double>()
        return times.map { animation.animate(value: 100.0, time: $0, context: &context) ?? 100 }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let animation: Animation
        let response: Double
        let zeta: Double
        let name: String
        var testDescription: String { name }
    }

    @Test(
        "each spring resolves to SwiftUI's parameters",
        arguments: [
            // The plain spring is the duration form: critically damped.
            Case(animation: .spring, response: 0.5, zeta: 1, name: ".spring"),
            Case(animation: .spring(), response: 0.5, zeta: 1, name: "spring()"),
            Case(animation: .spring(blendDuration: 0.2), response: 0.5, zeta: 1, name: "spring(blendDuration:)"),
            // The response form keeps 0.5 / 0.825 when called with a label.
            Case(animation: .spring(response: 0.3), response: 0.3, zeta: 0.825, name: "spring(response: 0.3)"),
            Case(
                animation: .spring(dampingFraction: 0.5), response: 0.5, zeta: 0.5,
                name: "spring(dampingFraction: 0.5)"),
            // interactiveSpring: duration 0.15, bounce 0.15 (+ extraBounce).
            Case(animation: .interactiveSpring, response: 0.15, zeta: 0.85, name: ".interactiveSpring"),
            Case(animation: .interactiveSpring(), response: 0.15, zeta: 0.85, name: "interactiveSpring()"),
            Case(
                animation: .interactiveSpring(extraBounce: 0.1), response: 0.15, zeta: 0.75,
                name: "interactiveSpring(extraBounce: 0.1)"),
            Case(
                animation: .interactiveSpring(response: 0.2), response: 0.2, zeta: 0.86,
                name: "interactiveSpring(response: 0.2)"),
            // interpolatingSpring: duration 0.5, bounce 0.
            Case(animation: .interpolatingSpring, response: 0.5, zeta: 1, name: ".interpolatingSpring"),
            Case(animation: .interpolatingSpring(), response: 0.5, zeta: 1, name: "interpolatingSpring()"),
            // Presets: base bounce 0, 0.15, 0.3 plus extraBounce; a negative sum is over-damped, ζ = 1 / (1 + b).
            Case(animation: .smooth, response: 0.5, zeta: 1, name: ".smooth"),
            Case(animation: .snappy, response: 0.5, zeta: 0.85, name: ".snappy"),
            Case(animation: .bouncy, response: 0.5, zeta: 0.7, name: ".bouncy"),
            Case(
                animation: .smooth(duration: 0.4, extraBounce: -0.2), response: 0.4, zeta: 1.25,
                name: "smooth(duration: 0.4, extraBounce: -0.2)"),
            Case(
                animation: .snappy(extraBounce: -0.35), response: 0.5, zeta: 1.25,
                name: "snappy(extraBounce: -0.35)"),
            Case(
                animation: .bouncy(duration: 0.8, extraBounce: -0.5), response: 0.8, zeta: 1.25,
                name: "bouncy(duration: 0.8, extraBounce: -0.5)"),
        ])
    func resolves(_ check: Case) {
        let times = stride(from: 0.0, through: 0.3, by: 0.05).map { $0 }
        let values = Self.values(check.animation, at: times)
        for (time, value) in zip(times, values) {
            let expected = 100 * Self.step(response: check.response, zeta: check.zeta, at: time)
            #expect(abs(value - expected) < 1e-6, "at t = \(time)")
        }
    }

    @Test("Spring's presets add extraBounce to their base, a negative sum over-damped")
    func springPresets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(abs(Spring.smooth(extraBounce: -0.2).dampingRatio - 1.25) < 1e-12)
        #expect(abs(Spring.snappy(duration: 0.3, extraBounce: -0.35).dampingRatio - 1.25) < 1e-12)
        #expect(abs(Spring.bouncy(extraBounce: -0.8).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring.bouncy(extraBounce: 0.2).dampingRatio - 0.5) < 1e-12)
    }

    @Test("an over-damped spring reports SwiftUI's stiffness and velocity, and moves physically")
    func overDampedGetters() {
        // bounce −0.2: ζ = 1.25, ω₀ = 2π / 0.5 = 4π, λ = ζω₀ = 5π, ω = ω₀√(ζ² − 1) = 3π.
        let spring = Spring(duration: 0.5, bounce: -0.2)
        let lambda = 5 * Double.pi
        let omega = 3 * Double.pi
        #expect(abs(spring.stiffness - (lambda * lambda + omega * omega)) < 1e-9)  // 34π² ≈ 335.57
        #expect(abs(spring.damping - 2 * lambda) < 1e-9)
        #expect(abs(spring.dampingRatio - 1.25) < 1e-12)
        #expect(abs(spring.duration - 0.5) < 1e-12)
        // Roots −2π and −8π: x(t) = 1 − (r₂e^(r₁t) − r₁e^(r₂t)) / (r₂ − r₁), and SwiftUI's velocity
        // getter answers x′(t) + target.
        let r1 = -2 * Double.pi
        let r2 = -8 * Double.pi
        for t in [0.05, 0.1, 0.25, 0.5, 1] {
            let x = 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
            let rate = -r1 * r2 * (exp(r1 * t) - exp(r2 * t)) / (r2 - r1)
            #expect(abs(spring.value(target: 1.0, time: t) - x) < 1e-12)
            #expect(abs(spring.velocity(target: 1.0, time: t) - (rate + 1)) < 1e-9)
            #expect(abs(spring.velocity(target: 3.0, time: t) - (3 * rate + 3)) < 1e-9)
        }
        // The force uses the reported stiffness, as SwiftUI's does.
        let force: Double = spring.force(target: 1.0, position: 0.5, velocity: 0.0)
        #expect(abs(force - 17 * Double.pi * Double.pi) < 1e-9)
        // update(value:velocity:target:deltaTime:) stays physical: it lands where value(...) says.
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 1.0 / 60) }
        let x = 1 - (r2 * exp(r1 * 0.5) - r1 * exp(r2 * 0.5)) / (r2 - r1)
        #expect(abs(value - x) < 1e-12)
    }

    @Test("under-damped and critically damped springs report the stiffness they move with")
    func notOverDamped() {
        for bounce in [0.0, 0.3] {
            let spring = Spring(duration: 0.5, bounce: bounce)
            #expect(abs(spring.stiffness - 16 * .pi * .pi) < 1e-9)
            #expect(abs(spring.velocity(target: 1.0, time: 2)) < 1e-6)
        }
    }
}
