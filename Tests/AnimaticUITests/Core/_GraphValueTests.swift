import Animatic
import Testing

@testable import AnimaticUI

@Suite("A memoized graph value projects once per change of its source")
struct GraphValueTests {
    /// Counts the projections a graph value makes. A class, so that the projection's closure can
    /// count without capturing a variable.
    private final class Counter {
        var projections = 0
    }

    @Test("peeks and reads answer the kept projection until the source node's value changes")
    func peeksShareTheProjection() {
        let graph = AnimationGraph()
        let state = graph.state(1, name: "state")
        let node = graph.rule(name: "node") { state.value / 2 * 10 }
        graph.update()
        let counter = Counter()
        let value = _GraphValue.node(node, in: graph.dependencyGraph).map { value -> Int in
            counter.projections += 1
            return value + 1
        }.memoized()
        #expect(value.peek() == 1 && value.peek() == 1)
        #expect(value.read() == 1)
        #expect(counter.projections == 1, "a peek, a peek and a read of one value of the node: one projection")
        // Written but not run again: a peek answers the value last computed, still projected once.
        state.value = 2
        #expect(value.peek() == 1)
        #expect(counter.projections == 1)
        graph.update()
        #expect(value.peek() == 11 && value.read() == 11)
        #expect(counter.projections == 2, "the node's new value is projected once, for the peek and the read")
        // A run that leaves the node's value equal keeps the projection.
        state.value = 3
        graph.update()
        #expect(value.read() == 11 && value.peek() == 11)
        #expect(counter.projections == 2)
    }
}
