import AnimaticUI
import Testing

/// A bar that keyframes move 100 points right in 0.5 s, then back to 40 in 0.25 s, on each tap.
private struct Nudge: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            KeyframeAnimator(initialValue: 0.0, trigger: taps) { x in
                Rectangle().offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 0.5)
                LinearKeyframe(40.0, duration: 0.25)
            }
            Button("nudge") { taps += 1 }
        }
    }
}

/// A dot whose scale keyframes repeat for ever: 1 → 2 in 1 s, as the modifier form.
private struct Breathing: View {
    var body: some View {
        Circle()
            .keyframeAnimator(initialValue: 1.0) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
            }
    }
}

@Suite("KeyframeAnimator")
struct KeyframeAnimatorTests {
    // The tap is applied at the time it is made, in frame 0: the run starts at t = 0. A linear
    // keyframe interpolates from the previous keyframe's value: 100 × t / 0.5 for t ≤ 0.5, then
    // 100 − 60 × (t − 0.5) / 0.25 until the timeline ends at 0.75 s (frame 45).
    @Test("a trigger plays the keyframes once: the values at and between the keyframe times")
    func triggeredRun() throws {
        let host = ViewHost(Nudge())
        host.update()
        #expect(host.value(of: "KeyframeAnimator", atFrame: 0, as: Double.self) == 0)
        #expect(!host.isAnimating)
        host.tap("nudge")
        host.advance(toFrame: 90)
        let value = { (frame: Int) in host.value(of: "KeyframeAnimator", atFrame: frame, as: Double.self) }
        #expect(try #require(value(15)).isApproximately(50))
        #expect(try #require(value(30)).isApproximately(100))
        #expect(try #require(value(39)).isApproximately(64))
        #expect(try #require(value(45)).isApproximately(40))
        #expect(try #require(value(90)).isApproximately(40))
        // The content re-runs with every frame's value while the keyframes play, and the offset
        // follows it without animating.
        let offset = try #require(host.value(of: "offset", atFrame: 39, as: _OffsetEffect.self))
        #expect(Double(offset.offset.width).isApproximately(64))
        #expect(host.framesEvaluating("KeyframeAnimator.content") == Array(0...45))
        // Once the timeline has ended, nothing depends on time.
        #expect(!host.isAnimating)
    }

    @Test("a trigger change while the keyframes play starts them again from the beginning")
    func restart() throws {
        let host = ViewHost(Nudge())
        host.update()
        host.tap("nudge")
        host.advance(toFrame: 20)
        host.tap("nudge")  // applied in frame 20: a new run from t = 20/60 s
        host.advance(toFrame: 80)
        let value = { (frame: Int) in host.value(of: "KeyframeAnimator", atFrame: frame, as: Double.self) }
        #expect(try #require(value(20)).isApproximately(0))
        #expect(try #require(value(35)).isApproximately(50))
        #expect(try #require(value(65)).isApproximately(40))
        #expect(host.framesEvaluating("KeyframeAnimator.content").last == 65)
        #expect(!host.isAnimating)
    }

    // Repeating, each run starts where the last ended: 1 s runs from frames 0, 60, 120.
    @Test("without a trigger the keyframes repeat, and the modifier form scales its content")
    func repeats() throws {
        let host = ViewHost(Breathing())
        host.update()
        host.advance(toFrame: 150)
        let scale = { (frame: Int) in
            host.value(of: "scaleEffect", atFrame: frame, as: _ScaleEffect.self).map { Double($0.scale.width) }
        }
        #expect(try #require(scale(30)).isApproximately(1.5))
        #expect(try #require(scale(90)).isApproximately(1.5))
        #expect(try #require(scale(135)).isApproximately(1.25))
        #expect(host.isAnimating)
        #expect(host.framesEvaluating("Circle") == [0])
    }
}
