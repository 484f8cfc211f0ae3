import Foundation

/// The layout of `overlay(alignment:content:)` and `background(alignment:content:)`.
///
/// The first subview is the *base*, the view modified; the others are the secondary content.
/// The base is proposed the modifier's proposal and its size is the result. Each secondary
/// view is proposed exactly the base's size and aligned on the base by ``alignment``, centre by
/// default. Overlay and background lay out the same way; which is drawn on top is the view
/// system's business, not the layout's. A style's background or overlay (`background(.blue)`)
/// ignores the safe area: on each of ``secondaryIgnoresSafeAreaEdges`` where the base reaches the
/// safe area's boundary, the secondary content is extended to the screen's edge.
///
///     // A 40 × 20 text with a 100 × 100 circle behind it: the result is 40 × 20, and the
///     // circle, proposed 40 × 20, takes 40 × 20 at the text's origin.
///     _OverlayLayout()
package struct _OverlayLayout: Layout {
    /// How the secondary content is aligned on the base.
    package var alignment: Alignment
    /// The edges on which the secondary content extends into the unsafe part of the screen where
    /// the base reaches the safe area's boundary; none by default.
    var secondaryIgnoresSafeAreaEdges: Edge.Set = []
    /// The screen, given when the layout node places; with none, nothing is extended.
    var screen: _Screen?

    /// Creates an overlay or background layout.
    ///
    /// - Parameter alignment: How the secondary content is aligned on the base; centre by
    ///   default.
    package init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The base's size.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the modified view.
    ///   - subviews: The base first, then the secondary content.
    ///   - cache: Unused.
    /// - Returns: The base's size, or zero with no subview.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// Places the base at the origin of `bounds` and the secondary content aligned on it.
    ///
    /// - Parameters:
    ///   - bounds: The modified view's frame.
    ///   - proposal: The size proposed to the modified view.
    ///   - subviews: The base first, then the secondary content.
    ///   - cache: Unused.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let base = subviews.first else { return }
        let size = base.sizeThatFits(proposal)
        base.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let baseFrame = CGRect(origin: bounds.origin, size: size)
        let frame = screen?.extending(baseFrame, edges: secondaryIgnoresSafeAreaEdges) ?? baseFrame
        subviews[subviews.index(after: subviews.startIndex)..<subviews.endIndex]
            .placeAligned(in: frame, alignment: alignment, proposal: ProposedViewSize(frame.size))
    }
}
