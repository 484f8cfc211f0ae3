import Foundation

/// The layout of `padding(_:)`: insets around a child.
///
/// It proposes the size less the insets (never below zero; an unspecified dimension stays
/// unspecified), reports the child's size plus the insets, and places the child inset from its
/// top-leading corner. `padding()` with no length uses ``defaultLength``, 16 points per edge.
///
///     // Text 40 × 20 with .padding(): 16 + 40 + 16 = 72 wide, 16 + 20 + 16 = 52 high,
///     // the text at (16, 16).
///     _PaddingLayout()
package struct _PaddingLayout: Layout {
    /// The system's padding on each edge when no length is given: 16 points, as on iOS.
    package static let defaultLength: CGFloat = 16

    /// The insets on each edge.
    package var insets: EdgeInsets

    /// Creates a padding layout.
    ///
    /// - Parameter insets: The insets on each edge; ``defaultLength`` on all four by default.
    package init(
        insets: EdgeInsets = EdgeInsets(
            top: _PaddingLayout.defaultLength, leading: _PaddingLayout.defaultLength,
            bottom: _PaddingLayout.defaultLength, trailing: _PaddingLayout.defaultLength)
    ) {
        self.insets = insets
    }

    /// Creates a padding layout on some edges.
    ///
    /// - Parameters:
    ///   - edges: The edges to pad; the others get 0.
    ///   - length: The padding on each of `edges`, or `nil` for ``defaultLength``.
    package init(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) {
        let length = length ?? Self.defaultLength
        self.init(
            insets: EdgeInsets(
                top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
    }

    /// The child's size plus the insets.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the padding.
    ///   - subviews: The padded content.
    ///   - cache: Unused.
    /// - Returns: The padded size.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let child = subviews.unionSize(childProposal(proposal))
        return CGSize(
            width: child.width + insets.leading + insets.trailing, height: child.height + insets.top + insets.bottom)
    }

    /// Places the child inset from the top-leading corner of `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The padded frame.
    ///   - proposal: The size proposed to the padding.
    ///   - subviews: The padded content.
    ///   - cache: Unused.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        subviews.placeAligned(in: inner, alignment: .topLeading, proposal: childProposal(proposal))
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
