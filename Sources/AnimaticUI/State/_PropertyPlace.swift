/// A dynamic property at a view's place in the tree, as its storage is made: where it lives and
/// what to call its node. Not API.
public struct _PropertyPlace {
    /// The view graph.
    let graph: _ViewGraph
    /// The subtree of the view; the property's nodes belong to it.
    let subtree: _Subtree
    /// The node's name: the view's name, a dot and the property's (`LikeButton.liked`).
    let name: String
    /// The environment in force at the view.
    let environment: _GraphValue<EnvironmentValues>
    /// What runs the view's body again when a model it holds changes, for a view that holds one.
    let observation: _ObservationInput?

    /// Records a node as the property's.
    func add(_ node: NodeID) { subtree.add(node) }
}
