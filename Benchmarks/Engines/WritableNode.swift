/// A node whose value can also be set from outside the graph: an input.
protocol WritableNode: ReadableNode {
    /// The node's value; setting it invalidates what depends on it.
    var value: Value { get nonmutating set }
}
