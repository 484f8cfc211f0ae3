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
}
