import Foundation

extension _LayoutNode {
    /// Where one node of a laid-out tree went.
    package struct Placement: Hashable, Sendable {
        /// The node's name.
        package var name: String

        /// The node's frame, in the root's coordinates, in points.
        package var frame: CGRect

        /// The size the node's parent proposed to it when placing it.
        package var proposal: ProposedViewSize

        /// Creates a placement.
        ///
        /// - Parameters:
        ///   - name: The node's name.
        ///   - frame: The node's frame.
        ///   - proposal: The size proposed to the node.
        package init(name: String, frame: CGRect, proposal: ProposedViewSize) {
            self.name = name
            self.frame = frame
            self.proposal = proposal
        }
    }
}
