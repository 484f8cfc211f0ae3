import AnimationCore
import Foundation
import Testing

/// Parameters SwiftUI accepts and runs by its formulas, which Animatic runs the same way, with a
/// warning for the trace: a negative delay, a huge damping fraction, a repeat count below 1.
@Suite("Parameters SwiftUI accepts")
struct AcceptedParametersTests {
    @Test("delay(-0.2): the base sees max(0, t + 0.2), so it starts 0.2 s in")
    func negativeDelay() {
        let animation = Animation.linear(duration: 1).delay(-0.2)
        #expect(sample(animation, delta: 100, times: [0, 0.3, 0.8]) == [20, 50, 100])
        #expect(evaluate(animation, delta: 100, at: 0.81) == nil)
        // A spring delayed by −0.2 s is the spring 0.2 s on.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let delayed = evaluate(.spring(duration: 0.5, bounce: 0.3).delay(-0.2), delta: 100, at: 0.1)
        #expect(abs((delayed ?? .nan) - spring.value(target: 100.0, time: 0.3)) < 1e-9)
        #expect(
            animation._parameterWarnings == ["delay −0.2 s: starts 0.2 s into the animation, as SwiftUI does"])
        #expect(Animation.linear(duration: 1).delay(0.2)._parameterWarnings.isEmpty)
    }

    @Test("spring(response: 0.5, dampingFraction: 1e12) is a very slow over-damped spring")
    func hugeDampingFraction() {
        let animation = Animation.spring(response: 0.5, dampingFraction: 1e12)
        // The slow root r = −ω₀ / (ζ + √(ζ² − 1)) ≈ −4π / (2·10¹²); from rest the value is
        // delta · (1 − e^(rt)) to within the fast root's vanished term: about 6.28 × 10⁻¹⁰ after 1 s.
        let rate = 4 * Double.pi / 2e12
        var context = AnimationContext<Double>()
        let afterOne = animation.animate(value: 100.0, time: 1, context: &context)
        let expected = 100 * -expm1(-rate)
        #expect(abs((afterOne ?? .nan) - expected) < 1e-3 * expected)
        #expect(animation.animate(value: 100.0, time: 3600, context: &context) != nil, "still creeping after an hour")
        // ln(100) / rate ≈ 7.33 × 10¹¹ s, some 23,200 years.
        #expect(
            animation._parameterWarnings == [
                "dampingFraction 1e+12: a very slow over-damped spring, about 2.32e+04 years to come within 1 % "
                    + "of its target, as SwiftUI runs it"
            ])
        #expect(Animation.spring(response: 0.5, dampingFraction: 1000)._parameterWarnings.isEmpty)
    }

    @Test("repeatCount(0) and below run once, as SwiftUI counts runs as they end")
    func repeatCountBelowOne() {
        for count in [0, -3] {
            let animation = Animation.linear(duration: 1).repeatCount(count, autoreverses: true)
            #expect(sample(animation, delta: 10, times: [0, 0.5, 1, 1.1]) == [0, 5, 10, nil])
            #expect(animation._parameterWarnings == ["repeatCount(\(count)): runs once, as SwiftUI does"])
        }
    }
}
