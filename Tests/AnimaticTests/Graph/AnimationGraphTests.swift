import Animatic
import Testing

@Suite("AnimationGraph")
struct AnimationGraphTests {
    @Test("frame times are index / fps, computed rather than accumulated")
    func clockDoesNotDrift() {
        let graph = AnimationGraph(framesPerSecond: 60, tracing: .off)
        graph.advance(to: 1000)
        #expect(graph.frame == 60_000)
        #expect(graph.time == 1000)
        let graph120 = AnimationGraph(framesPerSecond: 120, tracing: .off)
        graph120.advance(by: 0.1)
        #expect(graph120.frame == 12)
        #expect(graph120.time == 12.0 / 120)
    }

    @Test("advance runs a pending change at the current time, then one tick per frame (idle ones as a run)")
    func advanceRunsPendingFrameFirst() {
        let graph = AnimationGraph()
        let value = graph.state(0, name: "value")
        let label = graph.rule(name: "label") { "\(value.value)" }
        graph.update()
        value.value = 5
        graph.advance(by: 2.0 / 60)
        let ticks = graph.trace.ticks
        #expect(ticks.map(\.frame) == [0, 0, 1])
        #expect(ticks.map(\.frameCount) == [1, 1, 2])
        #expect(ticks.map(\.index) == [0, 1, 2])
        #expect(graph.tickCount == 4)
        #expect(ticks[1].evaluated == ["label"])
        #expect(label.value == "5")
    }

    @Test("advance(to:applying:) applies a change in the frame at that time, with no idle frame before it")
    func interaction() {
        let graph = AnimationGraph()
        let value = graph.state(0, name: "value")
        _ = graph.rule(name: "label") { "\(value.value)" }
        graph.update()
        graph.advance(to: 0.05) { value.value = 1 }
        let ticks = graph.trace.ticks
        #expect(ticks.map(\.frame) == [0, 1, 3])
        #expect(ticks.map(\.frameCount) == [1, 2, 1])
        #expect(ticks[2].index == 3)
        #expect(ticks[2].evaluated == ["label"])
        #expect(graph.time == 0.05)
    }

    @Test("an idle frame evaluates nothing and records no event")
    func idleFramesAreFree() {
        let graph = AnimationGraph()
        let value = graph.state(1.0, name: "value")
        _ = graph.rule(name: "double") { value.value * 2 }
        graph.advance(by: 1)
        let ticks = graph.trace.ticks
        #expect(graph.tickCount == 61)
        #expect(ticks.count == 2, "the 60 idle frames are one skipped run")
        #expect(ticks.dropFirst().allSatisfy { $0.isIdle })
        #expect(ticks.last.map { ($0.frame, $0.lastFrame, $0.indices) } ?? (0, 0, 0..<0) == (1, 60, 1..<61))
        #expect(!graph.isAnimating)
    }

    @Test("a rule that reads the time re-runs every frame; the graph is animating while it does")
    func timeDependency() {
        let graph = AnimationGraph()
        let running = graph.state(true, name: "running")
        // A rule reads the time through the graph's clock, not the graph: a rule holding its graph
        // would keep it alive for ever.
        let time = graph.clock
        let clock = graph.rule(name: "clock") { running.value ? time.readTime() : -1 }
        graph.advance(by: 3.0 / 60)
        #expect(graph.isAnimating)
        #expect(graph.trace.ticksEvaluating("clock") == [0, 1, 2, 3])
        graph.advance(to: 4.0 / 60) { running.value = false }
        #expect(!graph.isAnimating)
        graph.advance(by: 1)
        #expect(graph.trace.ticksEvaluating("clock") == [0, 1, 2, 3, 4])
        #expect(clock.value == -1)
    }

    @Test("a bounded trace keeps the latest ticks and counts the dropped ones")
    func boundedTrace() {
        let graph = AnimationGraph(tracing: .lastTicks(5))
        let value = graph.state(0, name: "value")
        _ = graph.rule(name: "copy") { value.value }
        graph.update()
        for step in 1...99 { graph.advance(to: Double(step) / 60) { value.value = step } }
        let trace = graph.trace
        #expect(trace.ticks.map(\.index) == [95, 96, 97, 98, 99])
        #expect(trace.droppedTickCount == 95)
        #expect(trace.tick(97)?.evaluated == ["copy"])
        #expect(trace.tick(3) == nil)
        #expect(trace.timeline().hasPrefix("… 95 earlier ticks dropped"))
    }

    @Test("tracing off records nothing")
    func tracingOff() {
        let graph = AnimationGraph(tracing: .off)
        let value = graph.state(0, name: "value")
        _ = graph.rule(name: "copy") { value.value }
        graph.advance(by: 1)
        #expect(graph.trace.ticks.isEmpty)
        #expect(graph.tickCount == 61)
    }
}
