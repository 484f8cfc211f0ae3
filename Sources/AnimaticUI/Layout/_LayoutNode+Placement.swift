import Foundation

extension _LayoutNode {
    /// Where one node of a laid-out tree went.
    public struct Placement: Hashable, Sendable {
        /// The node's name.
        public var name: String

        /// The node's frame, in the root's coordinates, in points.
        public var frame: CGRect

        /// The size the node's parent proposed to it when placing it.
        public var proposal: ProposedViewSize

        /// Creates a placement.
        ///
        /// - Parameters:
        ///   - name: The node's name.
        ///   - frame: The node's frame.
        ///   - proposal: The size proposed to the node.
        public init(name: String, frame: CGRect, proposal: ProposedViewSize) {
            self.name = name
            self.frame = frame
            self.proposal = proposal
        }
    }
}
