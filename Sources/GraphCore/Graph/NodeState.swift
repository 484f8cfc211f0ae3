/// Where a node stands in the graph's invalidation cycle.
///
/// A write to an input marks the rules that read it ``stale`` and everything further downstream
/// ``possiblyStale``. Pulling a node brings it back to ``upToDate``: a stale rule re-evaluates; a
/// possibly stale one first brings its inputs up to date and re-evaluates only if one of them
/// really changed (equality cutoff), otherwise it is marked up to date without running.
public enum NodeState: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// A rule that has never been evaluated.
    case unevaluated = 0
    /// The node's value reflects every write so far.
    case upToDate = 1
    /// Something upstream changed; the node re-evaluates only if one of its inputs really changed.
    case possiblyStale = 2
    /// One of the node's direct inputs changed; the node re-evaluates when pulled.
    case stale = 3
    /// The node's rule is running right now.
    case evaluating = 4
    /// The node was removed from the graph.
    case removed = 5

    /// A lowercase description such as `possibly stale`.
    public var description: String {
        switch self {
        case .unevaluated: "unevaluated"
        case .upToDate: "up to date"
        case .possiblyStale: "possibly stale"
        case .stale: "stale"
        case .evaluating: "evaluating"
        case .removed: "removed"
        }
    }
}
