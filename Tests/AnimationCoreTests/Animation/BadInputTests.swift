import AnimationCore
import Foundation
import Testing

/// Bad input has documented behaviour (SwiftUI's, where it has one) or traps with a message that
/// says what to fix; it never hangs and never lets NaN out of an animation.
@Suite("Bad input")
struct BadInputTests {
    // MARK: Documented behaviour

    @Test(
        "a duration of zero or less finishes at once, as in SwiftUI",
        arguments: [0.0, -1, -Double.greatestFiniteMagnitude])
    func nonPositiveDuration(_ duration: Double) {
        #expect(evaluate(.linear(duration: duration), delta: 10, at: 0) == nil)
        #expect(evaluate(.easeInOut(duration: duration), delta: 10, at: 0) == nil)
        var animator = Animator(value: 0.0)
        animator.retarget(to: 10, animation: .easeIn(duration: duration), at: 0)
        #expect(animator.value(at: 0) == 10)
        #expect(!animator.isAnimating)
    }

    @Test("a spring response of zero or less is infinitely stiff and finishes at once")
    func zeroResponse() {
        #expect(evaluate(.spring(response: 0, dampingFraction: 0.5), delta: 10, at: 0) == nil)
        #expect(evaluate(.spring(duration: -1, bounce: 0.2), delta: 10, at: 0) == nil)
        #expect(evaluate(.smooth(duration: 0), delta: 10, at: 0) == nil)
    }

    @Test("a base that finishes at once is not repeated")
    func zeroRepeats() {
        #expect(evaluate(.linear(duration: 0).repeatForever(), delta: 10, at: 0) == nil)
        #expect(evaluate(.spring(response: 0, dampingFraction: 1).repeatForever(), delta: 10, at: 5) == nil)
    }

    @Test(
        "a spring finishes for every finite response, stiff or not, and never presents NaN",
        arguments: [1e-155, 1e-300, Double.leastNormalMagnitude / 1024, 1e-9, 0.5, 30])
    func springFinishes(response: Double) {
        var context = AnimationContext<Double>()
        let animation = Animation.spring(response: response, dampingFraction: 0.5)
        var frame = 0
        while let value = animation.animate(value: 100.0, time: Double(frame) / 60, context: &context) {
            #expect(value.isFinite, "frame \(frame)")
            frame += 1
            if frame > 100_000 { break }
        }
        // It rests once speed and acceleration are within 0.06: the motion's envelope, 100·e^(−ζω₀t)
        // times at most 2(ω₀² + ω₀) for the acceleration, is within 0.06 after the time below. A
        // spring too stiff for ω₀² to be a Double has decayed to nothing by the first frame.
        let omega = 2 * Double.pi / response
        let gain = 2 * (omega * omega + omega) * 100 / 0.06
        let bound = gain.isFinite ? log(max(1, gain)) / (0.5 * omega) : 0
        #expect(Double(frame) / 60 <= bound + 2.0 / 60, "finished by frame \(frame)")
    }

    @Test("the largest damping fraction, 1000, stays finite and finishes; a damping ratio of 0 is clamped")
    func largestDampingFraction() throws {
        var context = AnimationContext<Double>()
        let animation = Animation.spring(response: 0.5, dampingFraction: 1000)
        // The slow root is ω₀ / (ζ + √(ζ² − 1)) ≈ 4π / 2000 per second; from rest at 100 the value
        // is within 1 % (and slower than 0.06 per second) after about ln(100 / 1) / 0.00628 s.
        let slowRate = 4 * Double.pi / (1000 + (1000.0 * 1000 - 1).squareRoot())
        let value = animation.animate(value: 100.0, time: 60, context: &context)
        #expect(abs(try #require(value) - 100 * (1 - exp(-slowRate * 60))) < 0.01)
        #expect(animation.animate(value: 100.0, time: 3 * 3600, context: &context) == nil)
        let clamped = Spring(settlingDuration: 1, dampingRatio: 0)
        #expect(clamped.dampingRatio > 0 && clamped.dampingRatio < 1e-12)
        #expect(clamped.stiffness.isFinite)
    }

    @Test("a logical completion time of zero or less is complete at once")
    func immediateLogicalCompletion() {
        var context = AnimationContext<Double>()
        _ = Animation.linear.logicallyComplete(after: -1).animate(value: 1.0, time: 0, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test("out-of-range bounces are clamped; progress outside 0...1 is clamped")
    func clamping() {
        #expect(Spring(duration: 0.5, bounce: 5).bounce == 1)
        #expect(Spring(duration: 0.5, bounce: -5).value(target: 1.0, time: 0.3).isFinite)
        #expect(UnitCurve.easeIn.value(at: .infinity) == 1)
        #expect(UnitCurve.easeIn.value(at: -.infinity) == 0)
        #expect(evaluate(.bouncy(duration: 0.5, extraBounce: 5), delta: 1, at: 0.3)!.isFinite)
    }

    @Test("an empty keyframe track holds the initial value and lasts no time")
    func emptyTrack() {
        let timeline = KeyframeTimeline(initialValue: 3.0) {
            KeyframeTrack {}
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 0) == 3)
        #expect(timeline.value(time: 5) == 3)
        #expect(timeline.value(progress: 0.5) == 3)
        let none = KeyframeTimeline(initialValue: 1.0) {}
        #expect(none.duration == 0)
        #expect(none.value(time: 1) == 1)
    }

    @Test(
        "no animation lets NaN out for extreme but valid input",
        arguments: [
            Animation.spring(response: 1e-9, dampingFraction: 1), .spring(response: 1e6, dampingFraction: 0),
            .spring(duration: 0.5, bounce: -1), .interpolatingSpring(stiffness: 1e12, damping: 1e-9),
            .easeInOut(duration: 1e-300), .linear(duration: 1e300), .timingCurve(0, 1, 0, 1, duration: 1),
        ])
    func noNaN(_ animation: Animation) {
        var context = AnimationContext<Double>()
        for t in [0.0, 1e-12, 0.001, 0.5, 1, 100, 1e9] {
            if let value = animation.animate(value: 1e6, time: t, context: &context) {
                #expect(value.isFinite, "\(animation) at \(t)")
            }
        }
    }

    // MARK: Precise errors

    @Test("non-finite durations trap with a message")
    func nonFiniteDurations() async {
        await #expect(processExitsWith: .failure) { _ = Animation.linear(duration: .nan) }
        await #expect(processExitsWith: .failure) { _ = Animation.easeInOut(duration: .infinity) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.delay(.nan) }
    }

    @Test("an infinite delay traps: SwiftUI could not run it either")
    func badModifiers() async {
        await #expect(processExitsWith: .failure) { _ = Animation.linear(duration: 1).delay(.infinity) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear(duration: 1).delay(-.infinity) }
    }

    @Test("speeds must be positive and finite")
    func badSpeeds() async {
        await #expect(processExitsWith: .failure) { _ = Animation.linear.speed(0) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.speed(-2) }
        await #expect(processExitsWith: .failure) { _ = Animation.linear.speed(.infinity) }
    }

    @Test("spring parameters must be usable")
    func badSprings() async {
        await #expect(processExitsWith: .failure) { _ = Spring(duration: 0, bounce: 0) }
        await #expect(processExitsWith: .failure) { _ = Spring(duration: 0.5, bounce: .nan) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 0, stiffness: 1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 1, stiffness: -1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 1, stiffness: 1, damping: -1) }
        await #expect(processExitsWith: .failure) { _ = Spring(response: .nan, dampingRatio: 1) }
        await #expect(processExitsWith: .failure) { _ = Spring(settlingDuration: .nan, dampingRatio: 0.5) }
        await #expect(processExitsWith: .failure) { _ = Animation.spring(response: 0.5, dampingFraction: -1) }
        await #expect(processExitsWith: .failure) { _ = Animation.spring(response: 0.5, dampingFraction: .infinity) }
        await #expect(processExitsWith: .failure) { _ = Animation.spring(response: 0.5, dampingFraction: .nan) }
    }

    @Test("NaN and infinite animatable data are refused by the animator")
    func badData() async {
        await #expect(processExitsWith: .failure) { _ = Animator(value: Double.nan) }
        await #expect(processExitsWith: .failure) {
            var animator = Animator(value: 0.0)
            animator.retarget(to: .infinity, animation: .default, at: 0)
        }
        await #expect(processExitsWith: .failure) {
            var animator = Animator(value: CGPoint.zero.animatableData)
            animator.retarget(to: CGPoint(x: 1, y: CGFloat.nan).animatableData, animation: nil, at: 0)
        }
        await #expect(processExitsWith: .failure) {
            var animator = Animator(value: 0.0)
            _ = animator.value(at: .nan)
        }
        await #expect(processExitsWith: .failure) {
            var context = AnimationContext<Double>()
            _ = Animation.default.animate(value: 1.0, time: .nan, context: &context)
        }
    }

    @Test("bad keyframes trap with a message")
    func badKeyframes() async {
        await #expect(processExitsWith: .failure) { _ = LinearKeyframe(1.0, duration: -1) }
        await #expect(processExitsWith: .failure) { _ = CubicKeyframe(Double.nan, duration: 1) }
        await #expect(processExitsWith: .failure) { _ = SpringKeyframe(1.0, spring: Spring(duration: 1, bounce: 1)) }
        await #expect(processExitsWith: .failure) {
            let timeline = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { LinearKeyframe(1.0, duration: 1) } }
            _ = timeline.value(time: .nan)
        }
    }
}
