import Animatic

/// An animation graph as text: every node with its role and the nodes it reads.
struct GraphDescription {
    let text: String

    init(_ animationGraph: AnimationGraph) {
        let graph = animationGraph.dependencyGraph
        let nodes = graph.nodes
        let width = nodes.map { graph.name(of: $0).count }.max() ?? 0
        let roleWidth = nodes.map { animationGraph.role(of: $0).description.count }.max() ?? 0
        var lines = ["\(nodes.count) nodes, \(graph.edgeCount) edges", ""]
        for node in nodes {
            let name = graph.name(of: node).padding(toLength: width + 2, withPad: " ", startingAt: 0)
            let role = animationGraph.role(of: node).description
                .padding(toLength: roleWidth + 2, withPad: " ", startingAt: 0)
            let sources = graph.sources(of: node).map { graph.name(of: $0) }
            let line = name + role + (sources.isEmpty ? "" : "← " + sources.joined(separator: ", "))
            lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        }
        text = lines.map { $0 + "\n" }.joined()
    }
}
