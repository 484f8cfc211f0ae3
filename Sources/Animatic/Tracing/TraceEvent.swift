/// One thing that happened in a frame, as a trace records it, in the order it happened.
public enum TraceEvent: CustomStringConvertible, Sendable {
    /// A node was created.
    case created(TraceNode, kind: NodeKind)
    /// A state node was written between frames.
    ///
    /// `changed` is `false` when the value was `Equatable` and equal: nothing was marked.
    case set(TraceNode, from: TraceValue, to: TraceValue, changed: Bool)
    /// A node ran. `changedInputs` are the inputs that changed since it last ran (empty the first
    /// time); `from` is `nil` the first time.
    case evaluated(
        TraceNode, changedInputs: [TraceNode], outcome: EvaluationOutcome, from: TraceValue?, to: TraceValue)
    /// A possibly stale node was found up to date without running: none of its inputs changed.
    case verified(TraceNode)
    /// `target` read `source` for the first time: a dependency edge now runs from one to the other.
    case dependencyAdded(source: TraceNode, target: TraceNode)
    /// `target` stopped reading `source`: the edge is gone.
    case dependencyRemoved(source: TraceNode, target: TraceNode)
    /// A node was removed from the graph.
    case removed(TraceNode)

    /// The node the event is about (for an edge, its target: the node that reads).
    public var node: TraceNode {
        switch self {
        case .created(let node, _), .set(let node, _, _, _), .evaluated(let node, _, _, _, _), .verified(let node),
            .removed(let node):
            node
        case .dependencyAdded(_, let target), .dependencyRemoved(_, let target):
            target
        }
    }

    /// A one-line description, such as `set value 0 → 100`.
    public var description: String {
        switch self {
        case .created(let node, let kind):
            "created \(kind) \(node)"
        case .set(let node, let from, let to, let changed):
            "set \(node) \(from.formatted()) → \(to.formatted())\(changed ? "" : " (equal: nothing marked)")"
        case .evaluated(let node, let inputs, let outcome, let from, let to):
            "eval \(node) ← [\(inputs.map(\.name).joined(separator: ", "))] "
                + (from.map { "\($0.formatted()) → " } ?? "") + "\(to.formatted()) (\(outcome))"
        case .verified(let node):
            "verified \(node) (inputs unchanged: not run)"
        case .dependencyAdded(let source, let target):
            "+ edge \(source) → \(target)"
        case .dependencyRemoved(let source, let target):
            "− edge \(source) → \(target)"
        case .removed(let node):
            "removed \(node)"
        }
    }
}
