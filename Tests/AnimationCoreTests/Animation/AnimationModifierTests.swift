import AnimaticTestSupport
import AnimationCore
import Foundation
import Testing

@Suite("Animation modifiers")
struct AnimationModifierTests {
    static let bases: [Animation] = [
        .linear(duration: 0.8), .easeIn(duration: 1.3), .easeInOut(duration: 0.4),
        .timingCurve(0.2, 0.9, 0.1, 1.2, duration: 0.7),
    ]

    @Test("delay(d): the base sees max(0, t − d)")
    func delay() {
        var random = SplitMix64(seed: 21)
        for _ in 0..<300 {
            let base = Self.bases[Int.random(in: 0..<Self.bases.count, using: &random)]
            let delay = random.double(in: 0...2)
            let t = random.double(in: 0...4)
            let delta = random.double(in: -500...500)
            #expect(
                evaluate(base.delay(delay), delta: delta, at: t)
                    == evaluate(base, delta: delta, at: max(0, t - delay)))
        }
    }

    @Test("speed(s): the base sees t × s")
    func speed() {
        var random = SplitMix64(seed: 22)
        for _ in 0..<300 {
            let base = Self.bases[Int.random(in: 0..<Self.bases.count, using: &random)]
            let speed = random.double(in: 0.1...5)
            let t = random.double(in: 0...4)
            let delta = random.double(in: -500...500)
            #expect(evaluate(base.speed(speed), delta: delta, at: t) == evaluate(base, delta: delta, at: t * speed))
        }
    }

    @Test("delay and speed compose in the order applied")
    func composition() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<300 {
            let base = Self.bases[Int.random(in: 0..<Self.bases.count, using: &random)]
            let delay = random.double(in: 0...1)
            let speed = random.double(in: 0.25...4)
            let t = random.double(in: 0...3)
            // speed then delay: the delay is in outer time.
            #expect(
                evaluate(base.speed(speed).delay(delay), delta: 1, at: t)
                    == evaluate(base, delta: 1, at: max(0, t - delay) * speed))
            // delay then speed: the delay is in the base's time.
            #expect(
                evaluate(base.delay(delay).speed(speed), delta: 1, at: t)
                    == evaluate(base, delta: 1, at: max(0, t * speed - delay)))
        }
    }

    @Test("repeatCount(n, autoreverses:): every run counts, odd runs go back, nil after n runs")
    func repeatCount() {
        var random = SplitMix64(seed: 24)
        for _ in 0..<300 {
            let base = Self.bases[Int.random(in: 0..<Self.bases.count, using: &random)]
            let duration = [0.8, 1.3, 0.4, 0.7][Self.bases.firstIndex(of: base)!]
            let count = Int.random(in: 1...5, using: &random)
            let autoreverses = Bool.random(using: &random)
            let animation = base.repeatCount(count, autoreverses: autoreverses)
            let t = random.double(in: 0...(duration * Double(count) + 1))
            let delta = random.double(in: -100...100)
            let value = evaluate(animation, delta: delta, at: t)
            if t > duration * Double(count) {
                #expect(value == nil)
                continue
            }
            let run = min(Int((t / duration).rounded(.down)), count - 1)
            let local = t - Double(run) * duration
            let forward = evaluate(base, delta: delta, at: local)!
            let expected = autoreverses && run % 2 == 1 ? delta - forward : forward
            #expect(abs(value! - expected) < 1e-9 * max(1, abs(delta)))
        }
    }

    @Test("repeatCount(2, autoreverses: true) runs forward, back, then stops; the animator snaps to the target")
    func forwardAndBack() {
        let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
        #expect(evaluate(animation, delta: 10, at: 0.5) == 5)
        #expect(evaluate(animation, delta: 10, at: 1) == 10)
        #expect(evaluate(animation, delta: 10, at: 1.5) == 5)
        #expect(evaluate(animation, delta: 10, at: 2) == 0)
        #expect(evaluate(animation, delta: 10, at: 2.01) == nil)
        var animator = Animator(value: 0.0)
        animator.retarget(to: 10, animation: animation, at: 0)
        let nearEnd = animator.value(at: 1.9)
        #expect(abs(nearEnd - 1) < 1e-9, "got \(nearEnd)")
        #expect(animator.value(at: 2.1) == 10)
        #expect(!animator.isAnimating)
    }

    @Test("repeatForever never finishes")
    func repeatForever() {
        let animation = Animation.easeIn(duration: 0.5).repeatForever(autoreverses: false)
        for t in [0.0, 0.7, 10.3, 1000.1, 1e6 + 0.25] {
            let value = evaluate(animation, delta: 1, at: t)
            #expect(value != nil)
            #expect(abs(value! - UnitCurve.easeIn.value(at: t.truncatingRemainder(dividingBy: 0.5) / 0.5)) < 1e-6)
        }
        var context = AnimationContext<Double>()
        _ = Animation.spring.repeatForever().animate(value: 1.0, time: 50, context: &context)
        #expect(!context.isLogicallyComplete)
    }

    @Test("a repeated spring restarts when each run finishes")
    func repeatedSpring() {
        let animation = Animation.spring(duration: 0.3, bounce: 0).repeatCount(3, autoreverses: true)
        var context = AnimationContext<Double>()
        var values: [Double] = []
        var t = 0.0
        while let value = animation.animate(value: 1.0, time: t, context: &context), t < 30 {
            values.append(value)
            t += 1.0 / 60
        }
        #expect(t < 30)
        let peak = values.max()!
        #expect(peak > 0.99)
        // It went forward, came back near 0, and went forward again.
        let backIndex = values.firstIndex { $0 > 0.99 }!
        #expect(values[backIndex...].contains { $0 < 0.01 })
        #expect(values.last! > 0.99)
    }

    @Test("logicallyComplete(after:) sets logical completion at that time")
    func logicallyCompleteAfter() {
        let animation = Animation.linear(duration: 2).logicallyComplete(after: 0.5)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: 0.4, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1.0, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
        // A spring is normally complete after its response; the modifier overrides that.
        let late = Animation.spring(duration: 0.2, bounce: 0).logicallyComplete(after: 1)
        var springContext = AnimationContext<Double>()
        _ = late.animate(value: 1.0, time: 0.3, context: &springContext)
        #expect(!springContext.isLogicallyComplete)
    }

    @Test("wrapped animations merge only when the wrapper values are equal and the base merges")
    func wrappedMerging() {
        var context = AnimationContext<Double>()
        _ = Animation.spring.delay(0.2).animate(value: 10.0, time: 0.5, context: &context)
        var copy = context
        #expect(
            Animation.spring.delay(0.2).shouldMerge(
                previous: .spring.delay(0.2), value: 5.0, time: 0.5,
                context: &copy))
        copy = context
        #expect(
            !Animation.spring.delay(0.3).shouldMerge(
                previous: .spring.delay(0.2), value: 5.0, time: 0.5,
                context: &copy))
        copy = context
        #expect(
            !Animation.easeIn.delay(0.2).shouldMerge(
                previous: .easeIn.delay(0.2), value: 5.0, time: 0.5,
                context: &copy))
        copy = context
        #expect(
            Animation.smooth.speed(2).shouldMerge(
                previous: .bouncy.speed(2), value: 5.0, time: 0.5,
                context: &copy))
        copy = context
        #expect(
            !Animation.smooth.speed(2).shouldMerge(
                previous: .bouncy.speed(3), value: 5.0, time: 0.5,
                context: &copy))
        copy = context
        #expect(Animation.spring.shouldMerge(previous: .easeIn.delay(0.2), value: 5.0, time: 0.5, context: &copy))
    }

    @Test(
        "which animations merge",
        arguments: [
            (Animation.spring, true), (.smooth, true), (.snappy, true), (.bouncy, true), (.interactiveSpring, true),
            (.default, true), (.spring(duration: 0.3, bounce: 0.1), true),
            (.linear, false), (.easeInOut, false), (.timingCurve(0.1, 0.2, 0.3, 0.4), false),
            (.interpolatingSpring, false), (.interpolatingSpring(duration: 0.5, bounce: 0.2), false),
        ])
    func merging(_ animation: Animation, _ merges: Bool) {
        var context = AnimationContext<Double>()
        _ = Animation.easeIn.animate(value: 10.0, time: 0.1, context: &context)
        #expect(animation.shouldMerge(previous: .easeIn, value: 10.0, time: 0.1, context: &context) == merges)
    }
}
