import Foundation

/// How a `List` lays out its rows, at a scroll position of zero. Not API.
///
/// Rows are stacked from the top with no space between them. Each row's content is proposed the
/// list's width less the row insets (20 points on the leading and trailing edges) and no height; the
/// row is the content's height plus 11 points above and below, and at least 44 points (the default
/// minimum row height); the content sits at the row's leading inset, centred vertically. The list
/// takes the size proposed; an unspecified dimension takes its rows'.
struct _ListLayout: Layout {
    /// The insets around each row's content.
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The least height of a row.
    static let minimumRowHeight: CGFloat = 44

    private func rowProposal(width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { max($0 - Self.rowInsets.leading - Self.rowInsets.trailing, 0) }, height: nil)
    }

    private func rowHeight(_ content: CGSize) -> CGFloat {
        max(Self.minimumRowHeight, content.height + Self.rowInsets.top + Self.rowInsets.bottom)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let rows = subviews.map { $0.sizeThatFits(rowProposal(width: proposal.width)) }
        let width = (rows.map(\.width).max() ?? 0) + Self.rowInsets.leading + Self.rowInsets.trailing
        return CGSize(
            width: proposal.width ?? width, height: proposal.height ?? rows.map(rowHeight).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = rowProposal(width: bounds.width)
        var top = bounds.minY
        for subview in subviews {
            let height = rowHeight(subview.sizeThatFits(inner))
            subview.place(
                at: CGPoint(x: bounds.minX + Self.rowInsets.leading, y: top + height / 2), anchor: .leading,
                proposal: inner)
            top += height
        }
    }
}
