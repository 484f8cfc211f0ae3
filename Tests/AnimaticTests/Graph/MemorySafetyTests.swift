import Animatic
import Testing

/// Handles that outlive their graph fail precisely, and rules read the time without capturing the
/// graph, so that nothing keeps a graph alive by accident.
@Suite("Memory safety")
struct MemorySafetyTests {
    @Test("writing a state after its graph is freed is a precise error, not a use after free")
    func writeAfterGraphFreed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var graph: AnimationGraph? = AnimationGraph()
            let value = graph!.state(0, name: "value")
            graph = nil
            value.value = 1
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Node 'value' was used after its graph was deallocated. Keep a strong reference to the graph"))
    }

    @Test("a rule that reads the time through the clock does not keep the graph alive")
    func clockDoesNotRetainGraph() {
        weak var weakGraph: AnimationGraph?
        do {
            let graph = AnimationGraph()
            weakGraph = graph
            let clock = graph.clock
            let seconds = graph.rule(name: "seconds") { Int(clock.readTime()) }
            let frozen = graph.rule(name: "frozen") { clock.withoutDependencies { clock.readTime() } }
            graph.advance(by: 2)
            #expect(seconds.value == 2)
            #expect(frozen.value == 0, "read once without a dependency, at frame 0")
            #expect(graph.isAnimating, "'seconds' depends on time")
            #expect(clock.time == 2)
        }
        #expect(weakGraph == nil, "the graph was freed: no rule kept it")
    }
}
