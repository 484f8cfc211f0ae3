import GraphCore

/// The node a view input's value is projected from. Not API.
///
/// The graph is held `unowned`: inputs live in the closures of the graph's own rules, and a strong
/// reference from them would keep the graph's storage alive for ever (the graph's storage holds the
/// rules, the rules hold the graph).
struct _ViewSource {
    unowned let graph: DependencyGraph
    let node: NodeID
}
