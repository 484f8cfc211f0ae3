import Foundation

/// The layout of `fixedSize()` and `fixedSize(horizontal:vertical:)`.
///
/// On each fixed axis it proposes `nil`, so the child takes its ideal size there (a text its
/// single line, a shape 10 points); on the other axis it passes the proposal through. Its size
/// is the child's, and the child is centred in it.
///
///     // A text that would wrap to two lines in 100 points, with .fixedSize(): proposed
///     // nil × nil, it is one line, wider than the 100 points offered.
///     _FixedSizeLayout()
package struct _FixedSizeLayout: Layout {
    /// Whether the width is fixed at the child's ideal width.
    package var horizontal: Bool

    /// Whether the height is fixed at the child's ideal height.
    package var vertical: Bool

    /// Creates a fixed-size layout.
    ///
    /// - Parameters:
    ///   - horizontal: Whether to fix the width; `true` by default.
    ///   - vertical: Whether to fix the height; `true` by default.
    package init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The child's size for the proposal with the fixed axes unspecified.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the modified view.
    ///   - subviews: The modified content.
    ///   - cache: Unused.
    /// - Returns: The child's size.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.unionSize(childProposal(proposal))
    }

    /// Places the child centred in `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The modified view's frame.
    ///   - proposal: The size proposed to the modified view.
    ///   - subviews: The modified content.
    ///   - cache: Unused.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.placeAligned(in: bounds, alignment: .center, proposal: childProposal(proposal))
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
