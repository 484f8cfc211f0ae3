/// One change a host applies (a tap's action): its graph, and the transactions it has opened so
/// far. Not API.
final class _HostChange {
    let graph: _ViewGraph
    /// How many transactions are open now, one inside another.
    var depth = 0
    /// Whether a transaction was opened at the top of this change already.
    var hasOpenedTransaction = false

    init(graph: _ViewGraph) { self.graph = graph }
}
