import Animatic
import Testing

/// Names may repeat, as SwiftUI's view names do: traces tell the nodes apart (`x`, `x (2)`), and a
/// query by a repeated name stops with the candidates.
@Suite("Duplicate names")
struct DuplicateNameTests {
    /// Three nodes named `x`: a state, a rule reading it, a rule reading that.
    static func graph() -> (AnimationGraph, [NodeID]) {
        let graph = AnimationGraph(tracing: .unbounded)
        let first = graph.state(1, name: "x")
        let second = graph.rule(name: "x") { first.value * 10 }
        let third = graph.rule(name: "x") { second.value + 1 }
        graph.update()
        first.value = 2
        graph.update()
        return (graph, [first.id, second.id, third.id])
    }

    @Test("the trace and the graph show the second and third as x (2) and x (3)")
    func shownNames() {
        let (graph, ids) = Self.graph()
        #expect(ids.map { graph.dependencyGraph.name(of: $0) } == ["x", "x (2)", "x (3)"])
        let timeline = graph.trace.timeline(TimelineOptions(showsEdges: true))
        #expect(timeline.contains("  eval       x (2)     ← x         10 → 20\n"), "\(timeline)")
        #expect(timeline.contains("  eval       x (3)     ← x (2)     11 → 21\n"), "\(timeline)")
        #expect(timeline.contains("· now reads x (2)\n"), "\(timeline)")
        #expect(graph.trace.duplicateNames["x"]?.map(\.id) == ids)
    }

    @Test("a query by the shown name or by identifier answers for one node")
    func unambiguousQueries() {
        let (graph, ids) = Self.graph()
        let trace = graph.trace
        #expect(trace.samples(of: "x (2)").map(\.value.description) == ["10", "20"])
        #expect(trace.samples(of: ids[2]).map(\.value.description) == ["11", "21"])
        #expect(trace.samples(of: ids[0]).map(\.value.description) == ["1", "2"])
        #expect(trace.ticksEvaluating(ids[1]) == trace.ticksEvaluating("x (2)"))
        #expect(trace.events(of: ids[2]).count == trace.events(of: "x (3)").count)
    }

    @Test("a query by a repeated name lists the candidates and how to ask by identifier")
    func ambiguousQuery() async {
        let (graph, ids) = Self.graph()
        #expect(
            graph.trace.ambiguityMessage(for: "x", in: "samples(of:)")
                == "Trace.samples(of:): 3 nodes are named 'x': 'x' (\(ids[0])), 'x (2)' (\(ids[1])), 'x (3)' "
                + "(\(ids[2])). Ask for one by the name the trace shows it with, such as 'x (2)', or by its "
                + "identifier: trace.samples(of: node.id).")
        #expect(graph.trace.ambiguityMessage(for: "x (2)", in: "samples(of:)") == nil)
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Self.graph().0.trace.samples(of: "x")
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Trace.samples(of:): 3 nodes are named 'x': 'x' (#1), 'x (2)' (#2), 'x (3)' (#3)."))
    }

    @Test("a name given after its ranked form was taken skips to the next free rank")
    func rankedNameTaken() {
        let graph = DependencyGraph()
        let a = graph.input(0, name: "y")
        let b = graph.input(0, name: "y (2)")
        let c = graph.input(0, name: "y")
        #expect([a, b, c].map { graph.name(of: $0.id) } == ["y", "y (2)", "y (3)"])
        #expect(graph.duplicateNames == ["y": [a.id, c.id]])
    }
}
