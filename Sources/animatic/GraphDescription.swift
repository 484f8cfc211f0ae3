import Animatic

/// A dependency graph as text: every node with its kind and the nodes it reads.
struct GraphDescription {
    let text: String

    init(_ graph: DependencyGraph) {
        let nodes = graph.nodes
        let width = nodes.map { graph.name(of: $0).count }.max() ?? 0
        var lines = ["\(nodes.count) nodes, \(graph.edgeCount) edges", ""]
        for node in nodes {
            let name = graph.name(of: node).padding(toLength: width + 2, withPad: " ", startingAt: 0)
            let kind = graph.kind(of: node).description.padding(toLength: 7, withPad: " ", startingAt: 0)
            let sources = graph.sources(of: node).map { graph.name(of: $0) }
            lines.append(name + kind + (sources.isEmpty ? "" : "← " + sources.joined(separator: ", ")))
        }
        text = lines.map { $0 + "\n" }.joined()
    }
}
