/// A state node of an ``AnimationGraph``: a value set from outside, SwiftUI's `@State` storage.
///
/// Reading ``value`` inside a rule records a dependency; setting it (between frames) marks what
/// depends on it, and the change is applied at the next frame in the transaction it was made in.
public struct StateNode<Value> {
    /// The graph-core input behind this node.
    public let input: Input<Value>

    @inlinable init(input: Input<Value>) { self.input = input }

    /// The node's identifier in the graph.
    @inlinable public var id: NodeID { input.id }

    /// The node's name, as shown in traces.
    public var name: String { input.name }

    /// The current value. Setting it from inside a rule is an error: rules must be pure.
    @inlinable
    public var value: Value {
        get { input.value }
        nonmutating set { input.value = newValue }
    }
}
