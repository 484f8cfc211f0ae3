import Foundation

/// The layout of `frame(width:height:alignment:)`: a frame of fixed width, height or both.
///
/// It proposes each fixed dimension to its child (an unspecified one passes the parent's
/// proposal through), reports each fixed dimension as its own (an unspecified one reports the
/// child's), and aligns the child in itself by ``alignment``, centre by default. The child may
/// be larger or smaller than the frame; a larger one overflows.
///
///     // Text 40 points wide in .frame(width: 100): the frame is 100 wide and the text sits
///     // at x = (100 − 40) / 2 = 30.
///     _FrameLayout(width: 100, height: nil)
package struct _FrameLayout: Layout {
    /// The fixed width, or `nil` to take the child's.
    package var width: CGFloat?

    /// The fixed height, or `nil` to take the child's.
    package var height: CGFloat?

    /// How the child is aligned in the frame.
    package var alignment: Alignment

    /// Creates a fixed frame.
    ///
    /// - Parameters:
    ///   - width: The fixed width, or `nil` to take the child's.
    ///   - height: The fixed height, or `nil` to take the child's.
    ///   - alignment: How the child is aligned in the frame; centre by default.
    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The fixed dimensions, and the child's where unspecified.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the frame.
    ///   - subviews: The frame's content.
    ///   - cache: Unused.
    /// - Returns: The frame's size.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width, let height {
            return CGSize(width: width, height: height)
        }
        let child = subviews.unionSize(childProposal(proposal))
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    /// Places the child, proposed the fixed dimensions, aligned in `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The frame.
    ///   - proposal: The size proposed to the frame.
    ///   - subviews: The frame's content.
    ///   - cache: Unused.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.placeAligned(in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}
