/// A deliberate break in a graph storage's structure, for tests of its invariant check: each is
/// introduced into a structural copy, never into a live graph.
package enum _StorageDefect: Sendable, CustomStringConvertible {
    /// The second edge of the node's dependent list points back past the first (or, with a single
    /// dependent, the first points back to itself).
    case brokenBackPointer(NodeID)
    /// The node's first source edge says it leads to `to` instead.
    case retargetedSourceEdge(NodeID, to: NodeID)
    /// The live edge count is off by `by`.
    case miscountedEdges(by: Int)
    /// The node's first source edge is put on the free list while still in both lists.
    case freedLiveEdge(NodeID)
    /// The node is marked removed but keeps its edges.
    case removedWithEdges(NodeID)
    /// The node's state is set to `state` with nothing else changed.
    case state(NodeID, NodeState)
    /// The flag that says the node is a rule of a `Double`, an `Int` or a `Bool` is flipped.
    case flippedScalarRuleFlag(NodeID)
    /// The node's second source edge is made to come from its first source.
    case duplicatedSource(NodeID)

    package var description: String {
        switch self {
        case .brokenBackPointer(let node): "a broken back-pointer in the dependent list of \(node)"
        case .retargetedSourceEdge(let node, let other): "\(node)'s first source edge retargeted to \(other)"
        case .miscountedEdges(let offset): "the live edge count off by \(offset)"
        case .freedLiveEdge(let node): "\(node)'s first source edge freed while in use"
        case .removedWithEdges(let node): "\(node) marked removed with its edges kept"
        case .state(let node, let state): "\(node) set \(state)"
        case .flippedScalarRuleFlag(let node): "\(node)'s scalar-rule flag flipped"
        case .duplicatedSource(let node): "\(node)'s second source edge made to come from its first source"
        }
    }
}
