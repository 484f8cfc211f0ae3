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

    /// The value a repeat of a base of duration `d` shows at frame `f` of a clock at `fps`, by
    /// SwiftUI's frame-grid rule: a run shows its own frames while its time is at most `d`; the
    /// first frame past that (frame `L = ⌊d·fps⌋ + 1` of the run) shows the run's end again and is
    /// where the next run counts its time from. So run k starts at frame k·L; `nil` from frame n·L on.
    static func repeated(
        _ base: Animation, duration: Double, count: Int?, autoreverses: Bool, fps: Double, frame: Int, delta: Double
    ) -> Double? {
        let length = Int((duration * fps).rounded(.down)) + 1
        let run = frame / length
        if let count, run >= count { return nil }
        let backwards = autoreverses && run % 2 == 1
        if run >= 1 && frame == run * length {
            // The frame that saw run − 1 end shows that run's end.
            let previousBackwards = autoreverses && (run - 1) % 2 == 1
            return previousBackwards ? 0 : delta
        }
        let forward = evaluate(base, delta: delta, at: Double(frame - run * length) / fps)!
        return backwards ? delta - forward : forward
    }

    @Test(
        "repeatCount(n, autoreverses:): runs restart at the first frame after the previous run ended",
        arguments: [7.0, 24, 60])
    func repeatCount(_ fps: Double) {
        var random = SplitMix64(seed: 24)
        // At 7 and 24 frames per second no duration here is a whole number of frames, so runs end
        // between frames; at 60, 0.8 s is 48 frames, 0.4 s 24 and 0.7 s 42.
        let durations = [0.8, 1.3, 0.4, 0.7]
        for _ in 0..<40 {
            let index = Int.random(in: 0..<Self.bases.count, using: &random)
            let base = Self.bases[index]
            let count = Int.random(in: 1...5, using: &random)
            let autoreverses = Bool.random(using: &random)
            let animation = base.repeatCount(count, autoreverses: autoreverses)
            let delta = random.double(in: -100...100)
            let length = Int((durations[index] * fps).rounded(.down)) + 1
            var context = AnimationContext<Double>()
            for frame in 0...(count * length + 1) {
                let value = animation.animate(value: delta, time: Double(frame) / fps, context: &context)
                let expected = Self.repeated(
                    base, duration: durations[index], count: count, autoreverses: autoreverses, fps: fps,
                    frame: frame, delta: delta)
                if let expected, let value {
                    #expect(abs(value - expected) < 1e-9 * max(1, abs(delta)), "frame \(frame) of \(animation)")
                } else {
                    #expect(
                        value == nil && expected == nil, "frame \(frame) of \(animation): \(String(describing: value))")
                }
                if value == nil { break }
            }
        }
    }

    @Test("linear(duration: 1).repeatCount(2) sampled every 0.5 s shows the end of a run until the next begins")
    func forwardAndBack() {
        // The first run ends between t = 1 (its last value) and t = 1.5, which shows its end again
        // and starts the second run's clock: the second run is at 0.5 s at t = 2, at 1 s at t = 2.5.
        let back = sample(
            .linear(duration: 1).repeatCount(2, autoreverses: true), delta: 10,
            times: [0, 0.5, 1, 1.5, 2, 2.5, 3])
        #expect(back == [0, 5, 10, 10, 5, 0, nil])
        let again = sample(
            .linear(duration: 1).repeatCount(2, autoreverses: false), delta: 10,
            times: [0, 0.5, 1, 1.5, 2, 2.5, 3])
        #expect(again == [0, 5, 10, 10, 5, 10, nil])
        // An animator driven frame by frame at 60 frames per second snaps to the target at the end.
        var animator = Animator(value: 0.0, framesPerSecond: 60)
        animator.retarget(to: 10, animation: .linear(duration: 1).repeatCount(2, autoreverses: true), atFrame: 0)
        #expect(animator.value(atFrame: 60) == 10)
        #expect(animator.value(atFrame: 61) == 10)  // the first run's end; the second counts from here
        #expect(abs(animator.value(atFrame: 91) - 5) < 1e-9)  // 30 frames into the second run
        #expect(animator.value(atFrame: 121) == 0)  // the second run's last value
        #expect(animator.isAnimating)
        #expect(animator.value(atFrame: 122) == 10)
        #expect(!animator.isAnimating)
    }

    @Test("repeatForever never finishes, and restarts on the frame grid")
    func repeatForever() {
        let base = Animation.easeIn(duration: 0.5)
        let animation = base.repeatForever(autoreverses: false)
        var context = AnimationContext<Double>()
        for frame in 0...(60 * 12) {
            let value = animation.animate(value: 1.0, time: Double(frame) / 60, context: &context)
            let expected = Self.repeated(
                base, duration: 0.5, count: nil, autoreverses: false, fps: 60, frame: frame, delta: 1)!
            #expect(value != nil)
            #expect(abs((value ?? .nan) - expected) < 1e-9, "frame \(frame)")
        }
        var springContext = AnimationContext<Double>()
        _ = Animation.spring.repeatForever().animate(value: 1.0, time: 50, context: &springContext)
        #expect(!springContext.isLogicallyComplete)
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
