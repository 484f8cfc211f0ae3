/// A state node of an ``AnimationGraph``: a value set from outside, SwiftUI's `@State` storage.
///
/// Reading ``value`` inside a rule records a dependency. Setting it (between frames, never from a
/// rule) records the write in the current transaction and marks what depends on it; the next frame
/// applies the change at the current time.
public struct StateNode<Value> {
    /// The graph-core input behind this node.
    public let input: Input<Value>
    /// The way to the graph, cleared when the graph goes: a write after that is a precise error,
    /// not a use after free.
    @usableFromInline let lifetime: _GraphLifetime

    @inlinable init(input: Input<Value>, lifetime: _GraphLifetime) {
        self.input = input
        self.lifetime = lifetime
    }

    /// The node's identifier in the graph.
    @inlinable public var id: NodeID { input.id }

    /// The node's name, as shown in traces.
    public var name: String { input.name }

    /// Stops with the error for a write after the graph was deallocated.
    @usableFromInline
    func graphDeallocated() -> Never {
        fatalError(GraphError.graphDeallocated(input.name).description)
    }

    /// The current value. Setting it from inside a rule is an error: rules must be pure.
    @inlinable
    public var value: Value {
        get { input.value }
        nonmutating set {
            guard let graph = lifetime.graph else { graphDeallocated() }
            graph._withUnsafeGuaranteedRef { $0.write(newValue, to: input) }
        }
    }
}
