import Animatic
import AnimaticTestFixtures
import Testing

/// Replacing the dependency graph's observer stops the whole trace, as the documentation of
/// `AnimationGraph.dependencyGraph` says; setting the recorder back resumes it.
@Suite("Replacing the observer")
struct ObserverReplacementTests {
    final class Evaluations: GraphObserver {
        var count = 0
        func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) { count += 1 }
    }

    @Test("another observer gets the evaluations; the trace records nothing meanwhile, then resumes")
    func replaceAndRestore() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { Counter(value: value.value) }
        graph.update()
        let recorder = try #require(graph.dependencyGraph.observer)
        let before = graph.trace.ticks.count
        let other = Evaluations()
        graph.dependencyGraph.observer = other
        graph.withAnimation(.linear(duration: 0.5)) { value.value = 10 }
        graph.advance(by: 1)
        #expect(counter.value.value == 10)
        #expect(other.count > 0, "the replacing observer sees the evaluations")
        #expect(graph.trace.ticks.count == before, "no tick, write, transaction or animation event recorded")
        graph.dependencyGraph.observer = recorder
        let resumedAt = graph.tickCount
        value.value = 3
        graph.update()
        let last = try #require(graph.trace.ticks.last)
        #expect(last.index == resumedAt, "the resumed trace keeps the graph's tick numbers")
        #expect(last.evaluated == ["Counter"])
        #expect(graph.trace.tick(resumedAt - 1) == nil)
    }
}
