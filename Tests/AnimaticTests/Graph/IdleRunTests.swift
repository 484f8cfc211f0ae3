import Animatic
import AnimaticTestFixtures
import Testing

/// Long runs cost what they do: while nothing depends on time and nothing is due, the clock skips
/// to the next moment something can happen, and the trace keeps the skipped frames as one idle run.
@Suite("Idle runs")
struct IdleRunTests {
    @Test(
        "advancing an idle graph by 10⁹ s runs no frame and records one idle run",
        arguments: [TraceMode.unbounded, .lastTicks(3)])
    func billionSeconds(tracing: TraceMode) {
        let graph = AnimationGraph(tracing: tracing)
        let value = graph.state(1.0, name: "value")
        let double = graph.rule(name: "double") { value.value * 2 }
        graph.update()
        graph.advance(by: 1e9)
        #expect(graph.frame == 60_000_000_000)
        #expect(graph.tickCount == 60_000_000_001)
        #expect(graph.time == 1e9)
        let last = graph.trace.ticks.last
        #expect(last?.frameCount == 60_000_000_000)
        #expect(last.map { ($0.frame, $0.lastFrame, $0.isIdle) } ?? (0, 0, false) == (1, 60_000_000_000, true))
        #expect(graph.trace.tick(30_000_000_000)?.index == 1, "an index inside the run finds the run")
        #expect(graph.trace.timeline().hasSuffix("frames 1–60000000000  idle\n"))
        // The graph still works where the run ended.
        value.value = 4
        graph.advance(by: 1.0 / 60)
        #expect(double.value == 8)
        #expect(graph.trace.ticks.last?.evaluated == [])
        #expect(graph.trace.tick(60_000_000_001)?.evaluated == ["double"])
    }

    @Test("an animation still runs frame by frame, then the idle rest is one run")
    func animatingFramesStayPerFrame() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { Counter(value: value.value) }
        graph.update()
        graph.withAnimation(.linear(duration: 1)) { value.value = 60 }
        graph.advance(to: 1e6)
        #expect(counter.value.value == 60)
        let ticks = graph.trace.ticks
        let animated = ticks.filter { !$0.isIdle }
        let end = try #require(animated.last?.frame)
        // One tick per frame while the animation runs (frame 0 has the first run and the tap), then
        // a single idle run to the end.
        #expect(end >= 60)
        #expect(ticks.dropLast().map(\.frameCount).allSatisfy { $0 == 1 })
        #expect(Set(animated.map(\.frame)) == Set(0...end))
        #expect(ticks.last.map { ($0.frame, $0.lastFrame) } ?? (0, 0) == (end + 1, 60_000_000))
        #expect(!graph.isAnimating)
    }

    @Test("the text timeline reads the same whether idle frames ran one by one or were skipped")
    func timelineIsTheSame() {
        func run(stepwise: Bool) -> String {
            let graph = AnimationGraph(tracing: .unbounded)
            let value = graph.state(0.0, name: "value")
            _ = graph.animatable(name: "Counter") { Counter(value: value.value) }
            graph.update()
            graph.withAnimation(.linear(duration: 0.5)) { value.value = 10 }
            if stepwise {
                for frame in 1...120 { graph.advance(to: Double(frame) / 60) }
            } else {
                graph.advance(to: 2)
            }
            return graph.trace.timeline()
        }
        let skipped = run(stepwise: false)
        #expect(skipped == run(stepwise: true))
        #expect(skipped.hasSuffix("frames 32–120  idle\n"))
    }

    @Test("a cycling phase animator keeps the clock stepping; a deferred step is not skipped")
    func phaseAnimatorIsNotIdle() {
        let graph = AnimationGraph(tracing: .unbounded)
        // No animation: each step completes at once, so each frame enters one whole cycle and
        // postpones the next step to the next frame, with nothing depending on time.
        let blink = graph.phaseAnimator(name: "blink", phases: [0, 1]) { _ in nil }
        _ = graph.rule(name: "light") { blink.value }
        graph.advance(to: 1)
        let entered = graph.trace.ticks.filter { tick in
            tick.events.contains { if case .phaseEntered = $0 { true } else { false } }
        }
        #expect(Set(entered.map(\.frame)) == Set(0...60), "phases entered in every frame from 0 to 60")
        #expect(graph.trace.ticks.allSatisfy { $0.frameCount == 1 })
    }

    @Test("a completion due in the next frame is not skipped")
    func dueCompletionIsNotSkipped() {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0, name: "value")
        _ = graph.rule(name: "label") { "\(value.value)" }
        graph.update()
        var fired: [Int] = []
        graph.withAnimation(.linear(duration: 1)) {
            value.value = 1
        } completion: {
            fired.append(graph.frame)
        }
        graph.advance(to: 100)
        #expect(fired == [0], "nothing animates, so the completion runs at the end of the frame of the change")
    }

    @Test("finished sequencers keep nothing due: the frames after their runs are one idle run")
    func finishedSequencersAreIdle() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let tap = graph.state(0, name: "tap")
        let slosh = graph.phaseAnimator(name: "slosh", phases: [0.0, 1, 0], trigger: { tap.value }) { _ in
            .linear(duration: 0.25)
        }
        let wiggle = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { tap.value }) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.5) }
        }
        let once = graph.keyframeAnimator(name: "once", initialValue: 0.0, repeating: false) {
            KeyframeTrack { LinearKeyframe(1.0, duration: 0.75) }
        }
        _ = graph.animatable(name: "shown") { slosh.value + wiggle.value + once.value }
        graph.advance(to: 0.5) { tap.value = 1 }
        graph.advance(to: 1000)
        #expect(!graph.isAnimating)
        // The last step's animation (0.25 s, started after the first step's completed) is
        // logically complete at frame 62, where the phase run ends; both keyframe runs ended
        // before. From frame 63 on nothing is due.
        let last = try #require(graph.trace.ticks.last)
        #expect(last.isIdle)
        #expect(last.frame == 63 && last.lastFrame == 60_000, "idle from frame \(last.frame) to \(last.lastFrame)")
        #expect(graph.trace.ticks.dropLast().allSatisfy { $0.frameCount == 1 }, "a single idle run after the runs")
    }
}
