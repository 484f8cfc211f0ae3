import Animatic

/// *build* measured the way users create rules: `graph.rule { previous.value + 1 }`, a closure
/// literal handed straight to GraphCore.
///
/// The ``BuildWorkload`` row builds through the benchmark's generic engine wrapper, which passes
/// each closure on as a value; storing a closure value in a generic container needs a
/// reabstraction thunk, one more 48-byte allocation per rule that users writing closure literals
/// never pay. This measurement is Animatic's own cost per node, checked against issue 2's target.
enum DirectBuild {
    static let nodes = 1_000_000

    /// Bytes allocated per node to build a chain of `nodes` nodes (an input and rules reading the
    /// previous one) and pull it cold; `nil` where the allocator cannot tell.
    static func bytesPerNode() -> Double? {
        guard let before = MemoryUsage.allocatedBytes() else { return nil }
        let graph = DependencyGraph()
        graph.reserveCapacity(nodes: nodes, edges: nodes - 1)
        let source = graph.input(1)
        var tail = graph.rule { source.value &+ 1 }
        for _ in 2..<nodes {
            let previous = tail
            tail = graph.rule { previous.value &+ 1 }
        }
        if tail.value != nodes { fail("direct build: tail \(tail.value), expected \(nodes)") }
        guard let after = MemoryUsage.allocatedBytes() else { return nil }
        return withExtendedLifetime(graph) { Double(after - before) / Double(nodes) }
    }
}
