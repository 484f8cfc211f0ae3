import Foundation

/// How a `ScrollView` lays out, at a scroll position of zero. Not API.
///
/// Its content is a stack (vertical, or horizontal for a view that scrolls only horizontally) with the
/// system's spacing. Along each axis it scrolls, the content is proposed no size (it takes its ideal
/// length) and starts at the scroll view's leading or top edge; along an axis it does not scroll, the
/// content is proposed the scroll view's length and centred. The scroll view takes the size proposed
/// on each axis; an unspecified dimension takes the content's.
struct _ScrollViewLayout: Layout {
    /// The axes it scrolls along.
    var axes: Axis.Set

    private var stack: _StackAlgorithm {
        _StackAlgorithm(
            axis: axes == .horizontal ? .horizontal : .vertical, spacing: nil, crossAlignment: 0.5)
    }

    /// What the content is proposed when the scroll view is proposed `proposal`.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let content = stack.sizeThatFits(contentProposal(proposal), subviews)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inner = contentProposal(ProposedViewSize(bounds.size))
        let content = stack.sizeThatFits(inner, subviews)
        let origin = CGPoint(
            x: axes.contains(.horizontal) ? bounds.minX : bounds.midX - content.width / 2,
            y: axes.contains(.vertical) ? bounds.minY : bounds.midY - content.height / 2)
        stack.place(in: CGRect(origin: origin, size: content), inner, subviews)
    }
}
