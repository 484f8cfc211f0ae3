/// The identity of a node in a ``DependencyGraph``.
///
/// Node identifiers are handed out in creation order and never reused, so an identifier that
/// outlives its node keeps naming that removed node (and reading it is a precise error, never a
/// read of some other node).
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The creation index of the node, starting at 0 in each graph.
    public let rawValue: UInt32

    /// Creates an identifier from a creation index.
    ///
    /// - Parameter rawValue: The index the node was created with.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Orders identifiers by creation.
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` followed by the creation index, as in `#12`.
    public var description: String { "#\(rawValue)" }
}
