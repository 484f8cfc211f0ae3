import GraphCore

/// The node a view input's value is projected from. Not API.
struct _ViewSource {
    let graph: DependencyGraph
    let node: NodeID
}
