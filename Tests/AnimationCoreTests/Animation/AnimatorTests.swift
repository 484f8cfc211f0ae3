import AnimaticTestSupport
import AnimationCore
import Foundation
import Testing

/// easeInOut's values at a quarter and three quarters, computed here in full precision.
private let easeInOutAtQuarter = UnitCurve.easeInOut.value(at: 0.25)  // 0.129162
private let easeInOutAtThreeQuarters = UnitCurve.easeInOut.value(at: 0.75)  // 0.870838

@Suite("Animator")
struct AnimatorTests {
    @Test("starts at rest on its value")
    func rest() {
        var animator = Animator(value: 5.0)
        #expect(!animator.isAnimating)
        #expect(animator.target == 5)
        #expect(animator.value(at: 10) == 5)
        #expect(animator.retarget(to: 5, animation: .default, at: 0) == .unchanged)
        #expect(animator.events.isEmpty)
    }

    @Test("runs one animation and ends exactly on the target")
    func single() {
        var animator = Animator(value: 0.0)
        #expect(
            animator.retarget(to: 100, animation: .linear(duration: 2), at: 0)
                == .started(AnimatorEntryID(rawValue: 1)))
        #expect(animator.isAnimating)
        #expect(animator.value(at: 0) == 0)
        #expect(animator.value(at: 1) == 50)
        #expect(animator.value(at: 2) == 100)
        #expect(animator.isAnimating)
        #expect(animator.value(at: 2.0001) == 100)
        #expect(!animator.isAnimating)
        #expect(
            animator.takeEvents() == [
                .logicallyComplete(AnimatorEntryID(rawValue: 1)),
                .finished(AnimatorEntryID(rawValue: 1)),
            ])
        #expect(animator.events.isEmpty)
    }

    /// SwiftUI's combining rule by hand (each entry animates from the result so far to its own
    /// target, and the outputs add): an easeInOut from 0 to 100 over 1 s, interrupted at 0.5 s (value 50) by
    /// an easeInOut back to 0 over 1 s. Entry 1 animates 0 → 100; entry 2 animates from entry 1's
    /// current value to 0, so the result at t is r₁(t) + (0 − r₁(t))·e((t − 0.5)/1)
    /// = r₁(t)·(1 − e(t − 0.5)).
    @Test("an interrupted easeInOut combines from the current, still-moving value")
    func interruptedEaseInOut() {
        var animator = Animator(value: 0.0)
        animator.retarget(to: 100, animation: .easeInOut(duration: 1), at: 0)
        #expect(animator.value(at: 0.5) == 50)
        #expect(
            animator.retarget(to: 0, animation: .easeInOut(duration: 1), at: 0.5)
                == .combined(AnimatorEntryID(rawValue: 2)))
        // Continuous at the interruption.
        #expect(animator.value(at: 0.5) == 50)
        // t = 0.75: r₁ = 100·0.870838 = 87.0838; entry 2 is at e(0.25) = 0.129162 of the way to 0.
        let at075 = animator.value(at: 0.75)
        #expect(abs(at075 - 100 * easeInOutAtThreeQuarters * (1 - easeInOutAtQuarter)) < 1e-9)
        #expect(abs(at075 - 75.8358) < 1e-3)
        // t = 1: r₁ = 100, entry 2 halfway: 50.
        #expect(abs(animator.value(at: 1) - 50) < 1e-9)
        // t = 1.25: entry 1 has finished and contributes exactly 100; entry 2 at e(0.75).
        let at125 = animator.value(at: 1.25)
        #expect(abs(at125 - 100 * (1 - easeInOutAtThreeQuarters)) < 1e-9)
        #expect(abs(at125 - 12.9162) < 1e-3)
        #expect(
            animator.takeEvents() == [
                .logicallyComplete(AnimatorEntryID(rawValue: 1)),
                .finished(AnimatorEntryID(rawValue: 1)),
            ])
        #expect(animator.value(at: 1.5) == 0)
        #expect(animator.value(at: 1.6) == 0)
        #expect(!animator.isAnimating)
        #expect(
            animator.takeEvents() == [
                .logicallyComplete(AnimatorEntryID(rawValue: 2)),
                .finished(AnimatorEntryID(rawValue: 2)),
            ])
    }

    /// A spring interrupted by a spring merges: from the merge on, the motion is the spring's closed
    /// form from the old position and velocity towards the new target.
    @Test("an interrupted spring merges and keeps its position and velocity")
    func interruptedSpring() {
        let spring = Spring(duration: 0.5, bounce: 0)
        var animator = Animator(value: 0.0)
        animator.retarget(to: 100, animation: .spring(duration: 0.5, bounce: 0), at: 0)
        let before = animator.value(at: 0.2)
        let p0 = spring.value(target: 100.0, time: 0.2)
        let v0 = spring.velocity(target: 100.0, time: 0.2)
        #expect(abs(before - p0) < 1e-9)
        #expect(
            animator.retarget(to: -50, animation: .spring(duration: 0.5, bounce: 0), at: 0.2)
                == .merged(AnimatorEntryID(rawValue: 2), replacing: AnimatorEntryID(rawValue: 1)))
        #expect(animator.entryIDs == [AnimatorEntryID(rawValue: 2)])
        #expect(
            animator.takeEvents() == [
                .logicallyComplete(AnimatorEntryID(rawValue: 1)),
                .finished(AnimatorEntryID(rawValue: 1)),
            ])
        for t in stride(from: 0.2, through: 0.9, by: 0.05) {
            let expected = spring.value(fromValue: p0, toValue: -50.0, initialVelocity: v0, time: t - 0.2)
            #expect(abs(animator.value(at: t) - expected) < 1e-9)
        }
        // The velocity just after the merge equals the velocity just before (momentum kept).
        var probe = Animator(value: 0.0)
        probe.retarget(to: 100, animation: .spring(duration: 0.5, bounce: 0), at: 0)
        let h = 1e-7
        let slopeBefore = (probe.value(at: 0.2) - probe.value(at: 0.2 - h)) / h
        probe.retarget(to: -50, animation: .spring(duration: 0.5, bounce: 0), at: 0.2)
        let slopeAfter = (probe.value(at: 0.2 + h) - probe.value(at: 0.2)) / h
        #expect(abs(slopeBefore - v0) < 0.01)
        #expect(abs(slopeAfter - v0) < 0.01)
        let values = runToCompletion(&animator, from: 1)
        #expect(values.last == -50)
        #expect(animator.value(at: 100) == -50)
    }

    @Test(
        "a spring interrupting a timing curve keeps position and velocity continuous",
        arguments: [Animation.easeInOut(duration: 1), .linear(duration: 1).delay(0.1), .easeIn(duration: 0.8)])
    func springAfterCurve(_ first: Animation) {
        var animator = Animator(value: 0.0)
        animator.retarget(to: 100, animation: first, at: 0)
        let h = 1e-5
        let a = animator.value(at: 0.4 - h)
        let b = animator.value(at: 0.4)
        #expect(animator.retarget(to: 300, animation: .bouncy, at: 0.4).entryID == AnimatorEntryID(rawValue: 2))
        #expect(animator.entryIDs == [AnimatorEntryID(rawValue: 2)])
        let c = animator.value(at: 0.4)
        let d = animator.value(at: 0.4 + h)
        #expect(abs(c - b) < 1e-9)
        #expect(abs((d - c) / h - (b - a) / h) < 0.05 * max(1, abs((b - a) / h)))
        _ = runToCompletion(&animator, from: 0.5)
        #expect(animator.value(at: 10) == 300)
    }

    @Test("interpolatingSpring effects add: the first keeps its velocity under the second")
    func interpolatingSpringsAdd() {
        var animator = Animator(value: 0.0)
        let animation = Animation.interpolatingSpring(stiffness: 170, damping: 15)
        animator.retarget(to: 100, animation: animation, at: 0)
        _ = animator.value(at: 0.1)
        #expect(animator.retarget(to: 200, animation: animation, at: 0.1) == .combined(AnimatorEntryID(rawValue: 2)))
        let spring = Spring(mass: 1, stiffness: 170, damping: 15)
        // Hand rule: r₁ = 100·s(t); result = r₁ + (200 − r₁)·s(t − 0.1).
        for t in stride(from: 0.1, through: 0.8, by: 0.1) {
            let r1 = 100 * spring.value(target: 1.0, time: t)
            let expected = r1 + (200 - r1) * spring.value(target: 1.0, time: t - 0.1)
            #expect(abs(animator.value(at: t) - expected) < 1e-9)
        }
    }

    @Test("a change without animation jumps; running animations keep running towards their own targets")
    func jump() {
        var animator = Animator(value: 0.0)
        animator.retarget(to: 100, animation: .linear(duration: 2), at: 0)
        #expect(animator.value(at: 1) == 50)
        #expect(animator.retarget(to: 200, animation: nil, at: 1) == .jumped)
        #expect(animator.target == 200)
        #expect(animator.value(at: 1) == 150)
        #expect(animator.value(at: 1.5) == 175)
        #expect(animator.value(at: 2.5) == 200)
        #expect(!animator.isAnimating)
        // At rest, a jump moves the value at once.
        #expect(animator.retarget(to: 7, animation: nil, at: 3) == .jumped)
        #expect(animator.value(at: 3) == 7)
        #expect(animator.presentedValue == 7)
    }

    @Test(
        "every built-in animation starts at 0 and ends exactly at the target",
        arguments: [
            Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.3, -0.4, 0.6, 1.4, duration: 0.6),
            .spring, .spring(duration: 0.3, bounce: 0.6), .smooth, .snappy, .bouncy, .interactiveSpring, .default,
            .spring(duration: 0.5, bounce: -0.5), .interpolatingSpring,
            .interpolatingSpring(duration: 0.4, bounce: 0.4),
            .easeInOut.delay(0.3), .bouncy.speed(0.5), .linear.repeatCount(3, autoreverses: false),
            .easeIn.repeatCount(2), .smooth.repeatCount(2), .snappy.logicallyComplete(after: 0.1),
            .linear(duration: 0), .spring(response: 0, dampingFraction: 0.5),
        ])
    func startsAtZeroEndsOnTarget(_ animation: Animation) {
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: animation.description.hashValue & 0xFFFF))
        for _ in 0..<20 {
            let start = random.double(in: -1000...1000)
            let target = random.double(in: -1000...1000)
            var context = AnimationContext<Double>()
            if let first = animation.animate(value: target - start, time: 0, context: &context) {
                #expect(first == 0)
            }
            var animator = Animator(value: start)
            animator.retarget(to: target, animation: animation, at: 0)
            #expect(animator.value(at: 0) == start || animation._isInstant)
            let values = runToCompletion(&animator)
            #expect(!animator.isAnimating, "\(animation) did not finish")
            #expect(animator.value(at: 1e6) == target)
            if let last = values.last { #expect(last == target || values.count >= 1) }
            let events = animator.takeEvents()
            #expect(
                events == [
                    .logicallyComplete(AnimatorEntryID(rawValue: 1)),
                    .finished(AnimatorEntryID(rawValue: 1)),
                ])
        }
    }

    @Test("works with multidimensional values")
    func vectors() {
        var animator = Animator(value: CGRect(x: 0, y: 0, width: 10, height: 10).animatableData)
        let target = CGRect(x: 100, y: 50, width: 20, height: 30).animatableData
        animator.retarget(to: target, animation: .easeInOut(duration: 1), at: 0)
        var rect = CGRect.zero
        rect.animatableData = animator.value(at: 0.5)
        #expect(rect == CGRect(x: 50, y: 25, width: 15, height: 20))
        animator.retarget(to: CGRect.zero.animatableData, animation: .snappy, at: 0.5)
        _ = animator.value(at: 0.6)
        var t = 0.6
        while animator.isAnimating && t < 10 {
            t += 1.0 / 60
            _ = animator.value(at: t)
        }
        #expect(animator.value(at: t) == CGRect.zero.animatableData)
    }

    @Test("the logical completion of each entry is reported once, before its removal")
    func logicalCompletionEvents() {
        var animator = Animator(value: 0.0)
        animator.retarget(to: 1, animation: .linear(duration: 1).logicallyComplete(after: 0.25), at: 0)
        _ = animator.value(at: 0.2)
        #expect(animator.takeEvents().isEmpty)
        _ = animator.value(at: 0.3)
        #expect(animator.takeEvents() == [.logicallyComplete(AnimatorEntryID(rawValue: 1))])
        _ = animator.value(at: 0.9)
        #expect(animator.takeEvents().isEmpty)
        _ = animator.value(at: 1.1)
        #expect(animator.takeEvents() == [.finished(AnimatorEntryID(rawValue: 1))])
    }

    @Test("removeAllAnimations rests on the target and reports every entry")
    func removeAll() {
        var animator = Animator(value: 0.0)
        animator.retarget(to: 1, animation: .linear(duration: 1), at: 0)
        animator.retarget(to: 2, animation: .linear(duration: 1), at: 0.5)
        animator.removeAllAnimations()
        #expect(!animator.isAnimating)
        #expect(animator.value(at: 0.6) == 2)
        #expect(
            animator.takeEvents() == [
                .logicallyComplete(AnimatorEntryID(rawValue: 1)), .finished(AnimatorEntryID(rawValue: 1)),
                .logicallyComplete(AnimatorEntryID(rawValue: 2)), .finished(AnimatorEntryID(rawValue: 2)),
            ])
    }

    @Test("a newer entry that finishes first pins the value to the target while older ones run on")
    func newerFinishesFirst() {
        var animator = Animator(value: 0.0)
        animator.retarget(to: 100, animation: .linear(duration: 4), at: 0)
        animator.retarget(to: 0, animation: .linear(duration: 1), at: 1)
        #expect(animator.value(at: 2.5) == 0)
        #expect(animator.isAnimating)
        #expect(animator.entryIDs == [AnimatorEntryID(rawValue: 1), AnimatorEntryID(rawValue: 2)])
        #expect(
            animator.takeEvents() == [
                .logicallyComplete(AnimatorEntryID(rawValue: 2)),
                .finished(AnimatorEntryID(rawValue: 2)),
            ])
        #expect(animator.value(at: 4.5) == 0)
        #expect(!animator.isAnimating)
    }

    @Test("an animator can cross concurrency domains")
    func sendable() async {
        var animator = Animator(value: 0.0)
        animator.retarget(to: 1, animation: .smooth, at: 0)
        let copy = animator
        let value = await Task.detached {
            var moved = copy
            return moved.value(at: 0.25)
        }.value
        #expect(value > 0 && value < 1)
    }
}

extension Animation {
    /// Whether the animation finishes as soon as it starts.
    var _isInstant: Bool {
        var context = AnimationContext<Double>()
        return animate(value: 1.0, time: 0, context: &context) == nil
    }
}
