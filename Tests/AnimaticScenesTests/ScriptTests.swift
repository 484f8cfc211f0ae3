import Animatic
import AnimaticScenes
import Testing

@Suite("Script")
struct ScriptTests {
    /// Three taps on one state, two of them labelled alike and given out of order.
    func script(on value: StateNode<Int>) -> Script {
        Script([
            .init(at: 0.5, "tap") { value.value = 2 },
            .init(at: 0.2, "tap") { value.value = 1 },
            .init(at: 0.3, "reset") { value.value = 0 },
        ])
    }

    @Test("a step is found by its label; several with one label in the order of their times")
    func stepByLabel() throws {
        let graph = AnimationGraph()
        let value = graph.state(0, name: "value")
        let script = script(on: value)
        #expect(script.step(labeled: "reset")?.time == 0.3)
        #expect(script.step(labeled: "tap")?.time == 0.2)
        #expect(script.step(labeled: "tap", occurrence: 2)?.time == 0.5)
        #expect(script.step(labeled: "tap", occurrence: 3) == nil)
        #expect(script.step(labeled: "tap", occurrence: 0) == nil)
        #expect(script.step(labeled: "pour") == nil)
        try #require(script.step(labeled: "tap", occurrence: 2)).action()
        #expect(value.value == 2)
    }

    @Test("running a script applies its steps in the order of their times, each in its frame")
    func runsInTimeOrder() {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0, name: "value")
        script(on: value).run(on: graph, until: 1)
        // Frames at 60 per second: 0.2 s is frame 12, 0.3 s frame 18, 0.5 s frame 30.
        let writes = graph.trace.samples(of: "value").dropFirst().map { [$0.frame, $0.value.base as? Int ?? -1] }
        #expect(writes == [[12, 1], [18, 0], [30, 2]])
        #expect(graph.frame == 60)
    }

    /// The frame a step at `time` applies in: the first frame at or after it, frame *n* being at
    /// *n* / fps seconds, so frame ⌈time × fps⌉.
    @Test(
        "a step applies in the first frame at or after its time, never before",
        arguments: [
            // 0.1 s × 7.5 = 0.75: frame 1, at 0.133 s; frame 0 (0 s) is before the step.
            (7.5, 0.1, 1), (7.5, 0.4, 3), (7.5, 0.8, 6),
            // 0.1 s × 60 = 6 exactly: frame 6; 0.125 s × 60 = 7.5: frame 8.
            (60.0, 0.1, 6), (60.0, 0.125, 8),
        ])
    func stepAppliesAtOrAfterItsTime(framesPerSecond: Double, time: Double, expectedFrame: Int) {
        let graph = AnimationGraph(framesPerSecond: framesPerSecond, tracing: .unbounded)
        let value = graph.state(0, name: "value")
        Script([.init(at: time, "tap") { value.value = 1 }]).run(on: graph, until: 1)
        let write = graph.trace.samples(of: "value").first { $0.value.base as? Int == 1 }
        #expect(write?.frame == expectedFrame, "the tap at \(time) s at \(framesPerSecond) fps")
        #expect((write?.time ?? -1) >= time - 1e-9, "applied at \(write?.time ?? -1) s, before its time \(time) s")
        let frameZeroTicks = graph.trace.ticks.filter { $0.frame == 0 }
        #expect(frameZeroTicks.count == 1, "frame 0 runs once: no second pass for a later step")
    }

    @Test("two steps that fall in one frame apply in it in order; a step after the run's end does not apply")
    func stepsSharingAFrame() {
        // At 7.5 fps, 0.1 s and 0.12 s both fall after frame 0 and at or before frame 1 (0.133 s).
        let graph = AnimationGraph(framesPerSecond: 7.5, tracing: .unbounded)
        let value = graph.state(0, name: "value")
        Script([
            .init(at: 0.1, "first") { value.value = 1 },
            .init(at: 0.12, "second") { value.value = 2 },
            .init(at: 0.5, "late") { value.value = 3 },
        ]).run(on: graph, until: 0.5)
        // 0.5 s × 7.5 = 3.75: the run ends at frame 3 (0.4 s), and the step at 0.5 s would be frame 4.
        let writes = graph.trace.samples(of: "value").dropFirst().map { [$0.frame, $0.value.base as? Int ?? -1] }
        #expect(writes == [[1, 1], [1, 2]])
        #expect(graph.frame == 3)
    }

    /// A pause at time t shows frame ⌊t × fps⌋; a step at s applies in frame ⌈s × fps⌉. A step
    /// whose frame is the pause's frame is applied before the pause.
    @Test("a pause shows the last frame at or before its moment, with the steps of that frame applied")
    func pauses() {
        let graph = AnimationGraph(framesPerSecond: 7.5, tracing: .unbounded)
        let value = graph.state(0, name: "value")
        var seen: [[Double]] = []
        // At 7.5 fps: the tap at 0.1 s applies in frame 1 (0.133 s); 0.14 s shows frame 1, 0.1 s
        // shows frame 0, 0.5 s frame 3 (0.4 s), and 2 s is after the end.
        Script([.init(at: 0.1, "tap") { value.value = 1 }]).run(on: graph, until: 1, pausingAt: [0.1, 0.14, 0.5, 2]) {
            seen.append([$0, Double(graph.frame), Double(value.value)])
        }
        #expect(seen == [[0.1, 0, 0], [0.14, 1, 1], [0.5, 3, 1]])
        #expect(graph.frame == 7)
    }

    @Test("pausing changes nothing: the trace is the one of a run without pauses")
    func pausesChangeNothing() {
        func timeline(pausing moments: [Double]) -> String {
            let graph = AnimationGraph(tracing: .unbounded)
            let value = graph.state(0, name: "value")
            script(on: value).run(on: graph, until: 1, pausingAt: moments) { _ in }
            return graph.trace.timeline()
        }
        #expect(timeline(pausing: [0.05, 0.2, 0.25, 0.5, 0.75]) == timeline(pausing: []))
    }
}
