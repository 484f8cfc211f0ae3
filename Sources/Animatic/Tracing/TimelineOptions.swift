/// What ``Trace/timeline(_:)`` shows.
public struct TimelineOptions: Hashable, Sendable {
    /// Show runs of idle ticks as one line, `frames 122–300  idle`. On by default.
    public var collapsesIdleTicks: Bool
    /// Show dependency edges as they come and go. On by default.
    public var showsEdges: Bool
    /// Show nodes found up to date without running (equality cutoff upstream). On by default.
    public var showsVerifications: Bool
    /// Only events about these node names, and the transactions that wrote them or changed their
    /// model, with those transactions' completions; `nil` for every node.
    public var nodes: Set<String>?
    /// Decimals shown for numbers.
    public var digits: Int

    /// Creates options; the defaults show everything, three decimals, idle runs collapsed.
    public init(
        collapsesIdleTicks: Bool = true, showsEdges: Bool = true, showsVerifications: Bool = true,
        nodes: Set<String>? = nil, digits: Int = 3
    ) {
        self.collapsesIdleTicks = collapsesIdleTicks
        self.showsEdges = showsEdges
        self.showsVerifications = showsVerifications
        self.nodes = nodes
        self.digits = digits
    }
}
