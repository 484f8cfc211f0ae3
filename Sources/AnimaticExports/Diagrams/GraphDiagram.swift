import Animatic
import Foundation

/// The node graph of an ``Animatic/AnimationGraph`` as a diagram to draw: Graphviz DOT or Mermaid.
///
/// Each node is labelled with its name and role (``Animatic/NodeRole``), shaped by role, and each
/// dependency is an arrow from the node read to the node that reads it. A dependency on time (an
/// animating node, a running timeline) is dashed. A sequencer's trigger is drawn dotted and
/// labelled `trigger`, from the trigger's rule to the node it drives: the phase state a phase
/// animator writes when the trigger changes (a link the animator keeps outside the dependency
/// edges, since it looks at the trigger after each pass), or the keyframe animator that reads it.
/// The diagram shows the edges as they are now: take it mid-animation to see the time edge, after
/// it to see it gone.
///
///     let diagram = GraphDiagram(graph)
///     print(diagram.dot())        // dot -Tsvg > graph.svg
///     print(diagram.mermaid())    // paste into Markdown that renders Mermaid
public struct GraphDiagram {
    /// A diagram format.
    public enum Format: String, CaseIterable, Sendable {
        /// Graphviz DOT.
        case dot
        /// A Mermaid flowchart.
        case mermaid
    }

    struct Node {
        let id: UInt32
        let name: String
        let role: NodeRole
    }

    /// What an edge stands for.
    enum EdgeKind: Equatable {
        /// The target read the source.
        case dependency
        /// The target depends on time.
        case time
        /// The source is a sequencer's trigger and the target the node it drives.
        case trigger
    }

    let nodes: [Node]
    /// Dependencies and trigger links, as (source, target, kind).
    let edges: [(source: UInt32, target: UInt32, kind: EdgeKind)]

    /// Captures the graph's nodes and edges as they are now.
    public init(_ graph: AnimationGraph) {
        let core = graph.dependencyGraph
        let live = core.nodes
        nodes = live.map { Node(id: $0.rawValue, name: core.name(of: $0), role: graph.role(of: $0)) }
        let alive = Set(live)
        let triggers = graph.sequencerTriggers.filter { alive.contains($0.trigger) && alive.contains($0.driven) }
        var edges: [(source: UInt32, target: UInt32, kind: EdgeKind)] = []
        var drawn: Set<[UInt32]> = []
        for target in live {
            for source in core.sources(of: target) {
                let isTrigger = triggers.contains { $0.trigger == source && $0.driven == target }
                let kind: EdgeKind = source == graph.timeNode ? .time : (isTrigger ? .trigger : .dependency)
                edges.append((source.rawValue, target.rawValue, kind))
                drawn.insert([source.rawValue, target.rawValue])
            }
        }
        for link in triggers where !drawn.contains([link.trigger.rawValue, link.driven.rawValue]) {
            edges.append((link.trigger.rawValue, link.driven.rawValue, .trigger))
        }
        self.edges = edges
    }

    /// The diagram in the given format.
    public func text(_ format: Format) -> String {
        switch format {
        case .dot: dot()
        case .mermaid: mermaid()
        }
    }

    /// The diagram as Graphviz DOT: `dot -Tsvg` draws it.
    public func dot() -> String {
        var lines = ["digraph \"animation graph\" {", "  rankdir=TB;", "  node [fontname=\"Helvetica\"];"]
        for node in nodes {
            let label = Self.dotEscaped("\(node.name)\n\(node.role)")
            lines.append("  n\(node.id) [label=\"\(label)\", \(Self.dotShape(node.role))];")
        }
        for edge in edges {
            let style: String
            switch edge.kind {
            case .dependency: style = ";"
            case .time: style = " [style=dashed];"
            case .trigger: style = " [style=dotted, label=\"trigger\"];"
            }
            lines.append("  n\(edge.source) -> n\(edge.target)" + style)
        }
        lines.append("}")
        return lines.map { $0 + "\n" }.joined()
    }

    /// The diagram as a Mermaid flowchart.
    public func mermaid() -> String {
        var lines = ["flowchart TB"]
        for node in nodes {
            let label = Self.mermaidEscaped(node.name) + "<br/>" + node.role.description
            let (open, close) = Self.mermaidShape(node.role)
            lines.append("  n\(node.id)\(open)\"\(label)\"\(close)")
        }
        for edge in edges {
            let arrow: String
            switch edge.kind {
            case .dependency: arrow = "-->"
            case .time: arrow = "-.->"
            case .trigger: arrow = "-. trigger .->"
            }
            lines.append("  n\(edge.source) \(arrow) n\(edge.target)")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func dotShape(_ role: NodeRole) -> String {
        switch role {
        case .time: "shape=diamond"
        case .state: "shape=box"
        case .animatable: "shape=ellipse, style=bold"
        case .timeline, .phaseAnimator, .keyframeAnimator: "shape=hexagon"
        case .scopeValue, .sequencerInternal, .viewInternal: "shape=ellipse, style=dotted"
        case .rule: "shape=ellipse"
        }
    }

    static func mermaidShape(_ role: NodeRole) -> (String, String) {
        switch role {
        case .time: ("{", "}")
        case .state: ("[", "]")
        case .animatable: ("([", "])")
        case .timeline, .phaseAnimator, .keyframeAnimator: ("{{", "}}")
        case .scopeValue, .sequencerInternal, .viewInternal, .rule: ("(", ")")
        }
    }

    static func dotEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func mermaidEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;")
    }
}
