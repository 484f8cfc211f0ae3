/// A node as a trace names it: its identifier and its name.
public struct TraceNode: Hashable, Sendable, CustomStringConvertible {
    /// The node's identifier in its graph.
    public let id: NodeID
    /// The node's name.
    public let name: String

    /// Creates a reference to a node.
    public init(id: NodeID, name: String) {
        self.id = id
        self.name = name
    }

    /// The node's name.
    public var description: String { name }
}
