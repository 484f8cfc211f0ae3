import GraphCore

/// The node a graph value (`_GraphValue`) is projected from. Not API.
///
/// The graph is held `unowned`: graph values live in the closures of the graph's own rules, and a strong
/// reference from them would keep the graph's storage alive for ever (the graph's storage holds the
/// rules, the rules hold the graph). Unchecked, as a read runs in every frame: a rule runs only
/// while its graph is alive (a graph tears its storage down, closures and all, when it goes).
struct _ViewSource {
    unowned(unsafe) let graph: DependencyGraph
    let node: NodeID
}
