import Animatic
import Testing

@Suite("Trace")
struct TraceTests {
    /// value → Counter (rounds down) → Counter.body, a scene small enough to read whole.
    func counterScene() -> AnimationGraph {
        let graph = AnimationGraph()
        let value = graph.state(0.0, name: "value")
        let counter = graph.rule(name: "Counter") { Int(value.value) }
        _ = graph.rule(name: "Counter.body") { "\(counter.value)" }
        graph.update()
        graph.advance(to: 1.0 / 60) { value.value = 0.5 }
        graph.advance(to: 2.0 / 60) { value.value = 2 }
        graph.advance(to: 5.0 / 60)
        return graph
    }

    @Test("samples list every value a node had, with its tick and time")
    func samples() {
        let trace = counterScene().trace
        #expect(trace.samples(of: "Counter.body").map(\.value.description) == ["\"0\"", "\"2\""])
        #expect(trace.samples(of: "Counter.body").map(\.frame) == [0, 2])
        #expect(trace.samples(of: "value").map(\.value.number) == [0, 0.5, 2])
        #expect(trace.samples(of: "Counter").map(\.value.number) == [0, 2])
    }

    @Test("evaluated lists the nodes that ran in a tick, in order")
    func evaluatedPerTick() {
        let trace = counterScene().trace
        #expect(trace.evaluated(inTick: 0) == ["Counter", "Counter.body"])
        #expect(trace.evaluated(inTick: 1) == ["Counter"])
        #expect(trace.evaluated(inTick: 2) == ["Counter", "Counter.body"])
        #expect(trace.evaluated(inTick: 3) == [])
    }

    @Test("the timeline shows sets, evaluations with their reasons, cutoffs and idle runs")
    func timeline() {
        let expected = """
            frame 0      t = 0.000 s
              eval       Counter       0 (first run)
                                       · now reads value
              eval       Counter.body  "0" (first run)
                                       · now reads Counter
            frame 1      t = 0.017 s
              set        value         0 → 0.5
              eval       Counter       ← value         0 (unchanged: nothing below runs)
              verified   Counter.body  inputs unchanged: not run
            frame 2      t = 0.033 s
              set        value         0.5 → 2
              eval       Counter       ← value         0 → 2
              eval       Counter.body  ← Counter       "0" → "2"
            frames 3–5   idle

            """
        #expect(counterScene().trace.timeline() == expected)
    }

    @Test("a scene run twice gives the same timeline, byte for byte")
    func deterministic() {
        #expect(counterScene().trace.timeline() == counterScene().trace.timeline())
    }

    @Test("numbers are shown with at most three decimals and no trailing zeros")
    func numberFormatting() {
        #expect(TraceValue.format(0.8333333) == "0.833")
        #expect(TraceValue.format(100) == "100")
        #expect(TraceValue.format(-0.0001) == "0")
        #expect(TraceValue.format(2.5) == "2.5")
        #expect(TraceValue("text").formatted() == "\"text\"")
    }
}
