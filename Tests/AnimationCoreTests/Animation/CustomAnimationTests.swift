import AnimationCore
import Foundation
import Testing

/// A custom animation that counts its frames in its state and moves in steps.
private struct SteppedAnimation: CustomAnimation {
    struct FramesKey: AnimationStateKey {
        static var defaultValue: Int { 0 }
    }

    var steps: Int
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[FramesKey.self] += 1
        if time > duration { return nil }
        if time >= duration / 2 { context.isLogicallyComplete = true }
        let progress = (time / duration * Double(steps)).rounded(.down) / Double(steps)
        return value.scaled(by: progress)
    }
}

/// A custom animation that merges with its own kind, continuing the elapsed time.
private struct MergingAnimation: CustomAnimation {
    var duration: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > duration ? nil : value.scaled(by: time / duration)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: 1 / duration)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        previous == Animation(self)
    }
}

@Suite("CustomAnimation")
struct CustomAnimationTests {
    @Test("runs through Animation with its state and logical completion")
    func custom() {
        let animation = Animation(SteppedAnimation(steps: 4, duration: 1))
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 8.0, time: 0.3, context: &context) == 2)
        #expect(!context.isLogicallyComplete)
        #expect(animation.animate(value: 8.0, time: 0.6, context: &context) == 4)
        #expect(context.isLogicallyComplete)
        #expect(context.state[SteppedAnimation.FramesKey.self] == 2)
        #expect(animation.velocity(value: 8.0, time: 0.6, context: context) == nil)
        var other = AnimationContext<Double>()
        #expect(!animation.shouldMerge(previous: animation, value: 1.0, time: 0, context: &other))
        #expect(animation.description == "SteppedAnimation(steps: 4, duration: 1.0)")
    }

    @Test("custom animations are equal and hash by their own conformance")
    func equality() {
        let stepped = Animation(SteppedAnimation(steps: 4, duration: 1))
        #expect(stepped == Animation(SteppedAnimation(steps: 4, duration: 1)))
        #expect(stepped != Animation(SteppedAnimation(steps: 2, duration: 1)))
        #expect(Animation(MergingAnimation(duration: 1)) != Animation(SteppedAnimation(steps: 4, duration: 1)))
        #expect(Set([Animation(MergingAnimation(duration: 1)), Animation(MergingAnimation(duration: 1))]).count == 1)
    }

    @Test("isLogicallyComplete is set once and set when the animation finishes")
    func logicalCompletionFlag() {
        var context = AnimationContext<Double>()
        context.isLogicallyComplete = true
        context.isLogicallyComplete = false
        #expect(context.isLogicallyComplete)
        var fresh = AnimationContext<Double>()
        #expect(Animation.linear(duration: 1).animate(value: 1.0, time: 2, context: &fresh) == nil)
        #expect(fresh.isLogicallyComplete)
        #expect(AnimationContext<Double>(state: AnimationState(), isLogicallyComplete: true).isLogicallyComplete)
        let other: AnimationContext<Float> = context.withState(AnimationState())
        #expect(other.isLogicallyComplete)
    }

    @Test("a custom animation that merges takes over the previous one in the animator")
    func mergingCustom() {
        var animator = Animator(value: 0.0)
        let animation = Animation(MergingAnimation(duration: 1))
        animator.retarget(to: 10, animation: animation, at: 0)
        _ = animator.value(at: 0.5)
        #expect(
            animator.retarget(to: 20, animation: animation, at: 0.5)
                == .merged(AnimatorEntryID(rawValue: 2), replacing: AnimatorEntryID(rawValue: 1)))
        // The merged entry keeps the start time: at 0.75 it is 75 % of the way from 0 to 20.
        #expect(animator.value(at: 0.75) == 15)
        #expect(animator.value(at: 1.1) == 20)
        #expect(!animator.isAnimating)
    }

    @Test("state keys default, store, and keep values apart")
    func stateKeys() {
        struct A: AnimationStateKey { static var defaultValue: Double { 1.5 } }
        struct B: AnimationStateKey { static var defaultValue: String { "b" } }
        var state = AnimationState<Double>()
        #expect(state[A.self] == 1.5)
        #expect(state[B.self] == "b")
        state[A.self] = 3
        #expect(state[A.self] == 3)
        #expect(state[B.self] == "b")
    }

    @Test("completion criteria are SwiftUI's two")
    func completionCriteria() {
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
        #expect(AnimationCompletionCriteria.logicallyComplete.description == "logicallyComplete")
        #expect(AnimationCompletionCriteria.removed.description == "removed")
    }
}
