import Animatic

/// An animation graph as text: every node with its role, the nodes it reads, and the sequencer
/// trigger that writes it.
struct GraphDescription {
    let text: String

    init(_ animationGraph: AnimationGraph) {
        let graph = animationGraph.dependencyGraph
        let nodes = graph.nodes
        let width = nodes.map { graph.name(of: $0).count }.max() ?? 0
        let roleWidth = nodes.map { animationGraph.role(of: $0).description.count }.max() ?? 0
        let links = animationGraph.sequencerTriggers.filter {
            graph.state(of: $0.trigger) != .removed && graph.state(of: $0.driven) != .removed
                && !graph.sources(of: $0.driven).contains($0.trigger)
        }
        let linkCount = links.isEmpty ? "" : ", \(links.count) trigger link\(links.count == 1 ? "" : "s")"
        var lines = ["\(nodes.count) nodes, \(graph.edgeCount) edges\(linkCount)", ""]
        for node in nodes {
            let name = graph.name(of: node).padding(toLength: width + 2, withPad: " ", startingAt: 0)
            let role = animationGraph.role(of: node).description
                .padding(toLength: roleWidth + 2, withPad: " ", startingAt: 0)
            let sources = graph.sources(of: node).map { graph.name(of: $0) }
            // A phase animator writes its phase state when its trigger changes, with no dependency edge.
            let triggers = animationGraph.sequencerTriggers
                .filter { $0.driven == node && graph.state(of: $0.trigger) != .removed }
                .map { graph.name(of: $0.trigger) }
                .filter { !sources.contains($0) }
            var line = name + role + (sources.isEmpty ? "" : "← " + sources.joined(separator: ", "))
            if !triggers.isEmpty {
                line += (sources.isEmpty ? "" : "  ") + "written when " + triggers.joined(separator: ", ") + " changes"
            }
            lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        }
        text = lines.map { $0 + "\n" }.joined()
    }
}
