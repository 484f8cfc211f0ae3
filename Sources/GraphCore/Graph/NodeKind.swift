/// What a node of a ``DependencyGraph`` is.
public enum NodeKind: String, Hashable, Sendable, CustomStringConvertible {
    /// A node whose value is set from outside the graph (SwiftUI's `@State` storage).
    case input
    /// A node whose value a closure computes from other nodes (SwiftUI's rule attributes).
    case rule

    /// The kind's name: `input` or `rule`.
    public var description: String { rawValue }
}
