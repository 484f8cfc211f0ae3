import AnimationCore
import Foundation
import Testing

/// Evaluates an animation once with a fresh context.
func evaluate(_ animation: Animation, delta: Double, at time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: delta, time: time, context: &context)
}

/// Evaluates an animation frame by frame from 0 with one context, as an animator does.
func sample(_ animation: Animation, delta: Double, times: [Double]) -> [Double?] {
    var context = AnimationContext<Double>()
    return times.map { animation.animate(value: delta, time: $0, context: &context) }
}

@Suite("Animation")
struct AnimationTests {
    @Test("evaluates alone with a public AnimationContext")
    func standalone() {
        var context = AnimationContext<Double>()
        let value = Animation.easeInOut(duration: 1).animate(value: 100.0, time: 0.25, context: &context)
        #expect(abs((value ?? .nan) - 12.9162) < 1e-3)
    }

    struct CurveCheck: CustomTestStringConvertible, Sendable {
        let animation: Animation
        let curve: UnitCurve
        var testDescription: String { animation.description }
    }

    @Test(
        "timing curves answer delta × curve(t / d) with SwiftUI's control points and 0.35 s default",
        arguments: [
            CurveCheck(animation: .linear, curve: .linear),
            CurveCheck(animation: .easeIn, curve: .easeIn),
            CurveCheck(animation: .easeOut, curve: .easeOut),
            CurveCheck(animation: .easeInOut, curve: .easeInOut),
            CurveCheck(animation: .timingCurve(0.42, 0, 0.58, 1), curve: .easeInOut),
            CurveCheck(animation: .timingCurve(.circularEaseIn), curve: .circularEaseIn),
        ])
    func timingCurves(_ check: CurveCheck) {
        for step in 0...35 {
            let t = Double(step) / 100
            let value = evaluate(check.animation, delta: 200, at: t)
            #expect(abs((value ?? .nan) - 200 * check.curve.value(at: t / 0.35)) < 1e-9)
        }
        #expect(evaluate(check.animation, delta: 200, at: 0.35) == 200)
        #expect(evaluate(check.animation, delta: 200, at: 0.3501) == nil)
        var context = AnimationContext<Double>()
        #expect(check.animation.velocity(value: 200.0, time: 0.1, context: context) == nil)
        _ = check.animation.animate(value: 200.0, time: 1, context: &context)
        #expect(context.isLogicallyComplete)
    }

    /// The values of easeInOut's Bézier curve at a quarter and three quarters of its duration,
    /// worked out from its control points in `UnitCurveTests`.
    @Test("easeInOut reproduces the check values on a delta of 1 to 1e-5")
    func easeInOutCheckValues() {
        let animation = Animation.easeInOut(duration: 2)
        #expect(abs(evaluate(animation, delta: 1, at: 0.5)! - 0.129162) < 1e-5)
        #expect(abs(evaluate(animation, delta: 1, at: 1)! - 0.5) < 1e-5)
        #expect(abs(evaluate(animation, delta: 1, at: 1.5)! - 0.870838) < 1e-5)
    }

    struct SpringCheck: CustomTestStringConvertible, Sendable {
        let animation: Animation
        let bounce: Double
        var testDescription: String { animation.description }
    }

    /// Spring animations within 2 % of the distance of the closed form's values (computed from the
    /// step response of a damped oscillator with ζ = 1 − bounce, ω₀ = 2π / duration).
    @Test(
        "spring animations match the closed-form check values within 2 % of the distance",
        arguments: [
            SpringCheck(animation: .spring(duration: 0.5, bounce: 0), bounce: 0),
            SpringCheck(animation: .smooth, bounce: 0),
            SpringCheck(animation: .default, bounce: 0),
            SpringCheck(animation: .spring, bounce: 0),
            SpringCheck(animation: .spring(), bounce: 0),
            SpringCheck(animation: .interpolatingSpring, bounce: 0),
            SpringCheck(animation: .interpolatingSpring(), bounce: 0),
            SpringCheck(animation: .spring(Spring(duration: 0.5, bounce: 0)), bounce: 0),
            SpringCheck(animation: .spring(duration: 0.5, bounce: 0.3), bounce: 0.3),
            SpringCheck(animation: .bouncy, bounce: 0.3),
            SpringCheck(animation: .smooth(duration: 0.5, extraBounce: 0.3), bounce: 0.3),
        ])
    func springCheckValues(_ check: SpringCheck) {
        // The step response's closed form (see SpringStepResponse), which SwiftUI's springs follow.
        let values = SpringStepResponse.values(bounce: check.bounce).map { ($0.time, $0.value) }
        let delta = 250.0
        let times = [0.0] + values.map(\.0)
        let sampled = sample(check.animation, delta: delta, times: times)
        #expect(sampled[0] == 0)
        for (index, (_, expected)) in values.enumerated() {
            let value = sampled[index + 1] ?? .nan
            #expect(abs(value - expected * delta) <= 0.02 * delta)
            // Animatic uses the closed form, so in fact it matches to 1e-5.
            #expect(abs(value / delta - expected) < 1e-5)
        }
    }

    @Test("the other springs follow their closed forms")
    func otherSprings() {
        let snappy = Spring(duration: 0.5, bounce: 0.15)
        // interactiveSpring is the duration form: 0.15 s with bounce 0.15, so ζ = 0.85; the response
        // form keeps 0.825 as its damping fraction when it is called with a label.
        let interactive = Spring(response: 0.15, dampingRatio: 0.85)
        let responseForm = Spring(response: 0.3, dampingRatio: 0.825)
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            // A delta of 100: with SwiftUI's absolute rest thresholds a spring moving 1 unit is done by 0.6 s.
            #expect(abs(sample(.snappy, delta: 100, times: [t])[0]! - snappy.value(target: 100.0, time: t)) < 1e-10)
            let spring = sample(.spring(response: 0.3), delta: 100, times: [t])[0]!
            #expect(abs(spring - responseForm.value(target: 100.0, time: t)) < 1e-10)
            if let value = sample(.interactiveSpring, delta: 100, times: [t])[0] {
                #expect(abs(value - interactive.value(target: 100.0, time: t)) < 1e-10)
            }
        }
        #expect(Animation.spring == .spring(duration: 0.5, bounce: 0, blendDuration: 0))
        #expect(Animation.spring() == .spring)
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
    }

    @Test("spring animations are logically complete after their response and finish near the target")
    func springCompletion() {
        var context = AnimationContext<Double>()
        let animation = Animation.spring(duration: 0.5, bounce: 0.3)
        #expect(animation.animate(value: 100.0, time: 0.49, context: &context) != nil)
        #expect(!context.isLogicallyComplete)
        #expect(animation.animate(value: 100.0, time: 0.5, context: &context) != nil)
        #expect(context.isLogicallyComplete)
        var t = 0.5
        var last = 0.0
        while let value = animation.animate(value: 100.0, time: t, context: &context) {
            last = value
            t += 1.0 / 60
        }
        #expect(abs(last - 100) <= 0.1)
        #expect(t < 3)
    }

    @Test("interpolatingSpring lasts its settling duration and is logically complete after its response")
    func interpolatingSpringEnds() {
        // k = 170, c = 15: ω₀ = √170, ζ = 15 / (2√170), λ = 7.5; the envelope bound −ln(ε / (λ + 1)) / λ.
        let lambda = 7.5
        let settling = -log(0.001 / (lambda + 1)) / lambda
        let response = 2 * Double.pi / 170.0.squareRoot()
        let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 40.0, time: response - 1e-6, context: &context) != nil)
        #expect(!context.isLogicallyComplete)
        #expect(animation.animate(value: 40.0, time: response + 1e-12, context: &context) != nil)
        #expect(context.isLogicallyComplete)
        #expect(animation.animate(value: 40.0, time: settling - 1e-6, context: &context) != nil)
        #expect(animation.animate(value: 40.0, time: settling, context: &context) == nil)
    }

    @Test("interpolatingSpring scales the unit spring onto the delta")
    func interpolatingSpring() {
        let spring = Spring(mass: 1, stiffness: 170, damping: 15)
        for t in stride(from: 0.0, through: 0.6, by: 0.05) {
            #expect(
                abs(
                    evaluate(.interpolatingSpring(stiffness: 170, damping: 15), delta: 40, at: t)!
                        - 40 * spring.value(target: 1.0, time: t)) < 1e-9)
        }
        let withVelocity = Animation.interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 3)
        let unit = Spring(duration: 0.5, bounce: 0.2)
        #expect(
            abs(
                evaluate(withVelocity, delta: 10, at: 0.2)!
                    - 10 * unit.value(target: 1.0, initialVelocity: 3, time: 0.2)) < 1e-9)
        var context = AnimationContext<Double>()
        let velocity = withVelocity.velocity(value: 10.0, time: 0, context: context)
        #expect(abs(velocity! - 30) < 1e-9)
        #expect(withVelocity.animate(value: 10.0, time: 10, context: &context) == nil)
    }

    @Test(
        "descriptions read like Swift",
        arguments: [
            (Animation.easeInOut, "easeInOut(duration: 0.35)"),
            (.easeIn(duration: 1), "easeIn(duration: 1)"),
            (.linear(duration: 2).delay(0.5), "linear(duration: 2).delay(0.5)"),
            (.spring(), "spring(duration: 0.5, bounce: 0)"),
            (.spring, "spring(duration: 0.5, bounce: 0)"),
            (.spring(response: 0.4), "spring(response: 0.4, dampingFraction: 0.825)"),
            (
                .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 1),
                "spring(response: 0.3, dampingFraction: 0.6, blendDuration: 1)"
            ),
            (.spring(duration: 0.5, bounce: 0.3), "spring(duration: 0.5, bounce: 0.3)"),
            (.spring(Spring(duration: 0.4, bounce: 0.2)), "spring(Spring(duration: 0.4, bounce: 0.2))"),
            (.smooth, "smooth"),
            (.snappy(duration: 0.3), "snappy(duration: 0.3)"),
            (.bouncy(duration: 0.5, extraBounce: 0.1), "bouncy(duration: 0.5, extraBounce: 0.1)"),
            (.interactiveSpring, "interactiveSpring"),
            (.interactiveSpring(), "interactiveSpring"),
            (
                .interactiveSpring(response: 0.2),
                "interactiveSpring(response: 0.2, dampingFraction: 0.86, blendDuration: 0.25)"
            ),
            (.interpolatingSpring, "interpolatingSpring(duration: 0.5, bounce: 0)"),
            (.interpolatingSpring(), "interpolatingSpring(duration: 0.5, bounce: 0)"),
            (.default, "default"),
            (
                .interpolatingSpring(stiffness: 170, damping: 15),
                "interpolatingSpring(mass: 1, stiffness: 170, damping: 15)"
            ),
            (
                .interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 2),
                "interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 2)"
            ),
            (.timingCurve(0.1, 0.2, 0.3, 1, duration: 1), "timingCurve(0.1, 0.2, 0.3, 1, duration: 1)"),
            (.timingCurve(.circularEaseOut, duration: 1), "timingCurve(.circularEaseOut, duration: 1)"),
            (
                .easeOut.speed(2).repeatCount(3, autoreverses: false),
                "easeOut(duration: 0.35).speed(2).repeatCount(3, autoreverses: false)"
            ),
            (.linear.repeatForever(), "linear(duration: 0.35).repeatForever(autoreverses: true)"),
            (.smooth.logicallyComplete(after: 0.2), "smooth.logicallyComplete(after: 0.2)"),
        ])
    func descriptions(_ animation: Animation, _ expected: String) {
        #expect(animation.description == expected)
    }

    @Test("equality compares behaviour, not spelling")
    func equality() {
        #expect(Animation.default == .smooth)
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.linear == .timingCurve(0, 0, 1, 1))
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.linear.delay(1) != .linear.delay(2))
        #expect(Set([Animation.default, .smooth, .snappy]).count == 2)
    }

    @Test("an animation can cross concurrency domains")
    func sendable() async {
        let animation = Animation.bouncy.delay(0.1)
        let value = await Task.detached { evaluate(animation, delta: 1, at: 0.3) }.value
        #expect(value != nil)
    }
}
