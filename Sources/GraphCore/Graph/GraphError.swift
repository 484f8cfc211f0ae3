/// A misuse of a ``DependencyGraph``, with a message that says what to fix.
///
/// These errors arise inside reads and writes that cannot throw (a rule's closure reading
/// another node's `value`), so the graph stops the program with the error's ``description``
/// rather than continue with a wrong value. Each case is public so tests and tools can build and
/// compare the exact messages.
public enum GraphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Rules read each other in a loop. The names run along the cycle and end where they began.
    case cycle([String])
    /// A rule's closure wrote to an input while the graph was evaluating it.
    case writeDuringEvaluation(input: String, rule: String)
    /// A node was read, written or removed after it had been removed.
    case removedNode(String)
    /// A node was removed while a rule was being evaluated.
    case removalDuringEvaluation(node: String, rule: String)
    /// A handle was used after the graph that created it was deallocated.
    case graphDeallocated(String)
    /// The graph's observer was attached, replaced or detached while a rule was being evaluated.
    case observerChangeDuringEvaluation(rule: String)

    /// The message: what happened and what to do about it.
    public var description: String {
        switch self {
        case .cycle(let names):
            "Dependency cycle: \(names.joined(separator: " → ")). A rule may not read its own value, directly "
                + "or through other rules; make one of these nodes an input, or compute the value without reading "
                + "\(names.first ?? "it")."
        case .writeDuringEvaluation(let input, let rule):
            "Rule '\(rule)' wrote to input '\(input)' while it was being evaluated. Rules must be pure: "
                + "compute a value from other nodes and return it; set inputs only between updates."
        case .removedNode(let name):
            "Node '\(name)' was removed from its graph and can no longer be read, written or removed. "
                + "Stop reading it in the rules that depended on it, or keep it in the graph."
        case .removalDuringEvaluation(let node, let rule):
            "Node '\(node)' was removed while rule '\(rule)' was being evaluated. Remove nodes between updates."
        case .graphDeallocated(let name):
            "Node '\(name)' was used after its graph was deallocated. Keep a strong reference to the graph "
                + "for as long as you use its nodes."
        case .observerChangeDuringEvaluation(let rule):
            "The graph's observer was changed while rule '\(rule)' was being evaluated. Attach or detach "
                + "observers between updates, so that each update is observed whole or not at all."
        }
    }
}
