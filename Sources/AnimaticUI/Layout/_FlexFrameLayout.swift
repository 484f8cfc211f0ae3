import Foundation

/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Each dimension follows the same rule, stated here for the width. Let *p* be the width
/// proposed to the frame, or `idealWidth` when none is proposed.
///
/// - **Proposal to the child**: *p* limited to the bounds, `max(p, minWidth)` then
///   `min(·, maxWidth)`; `nil` when there is no *p*.
/// - **The frame's width**, from the child's width *c*:
///   - with neither `minWidth` nor `maxWidth`: *c*, the child's;
///   - with `minWidth` only: `max(minWidth, min(c, p))`, so a frame never narrower than its
///     minimum, hugging a smaller child;
///   - with `maxWidth` only: `min(maxWidth, max(c, p))`, so a frame that takes the whole
///     proposal up to its maximum: `maxWidth: .infinity` takes all the width proposed;
///   - with both: *p* clamped to `minWidth...maxWidth`, whatever the child chose;
///   - with no *p* at all (no proposal, no ideal): *p* is taken as *c*, so the child's ideal
///     width clamped to the bounds.
///
/// These are Apple's documented rules for the flexible frame, with the minimum and maximum
/// applied to the result in that order. The child is aligned in the frame by ``alignment``.
///
///     // Text 40 wide, in .frame(maxWidth: .infinity) proposed 300: the frame is 300 wide,
///     // the text centred at x = 130.
///     _FlexFrameLayout(maxWidth: .infinity)
package struct _FlexFrameLayout: Layout {
    /// The minimum width, or `nil` for none.
    package var minWidth: CGFloat?
    /// The width used when none is proposed, or `nil` for none.
    package var idealWidth: CGFloat?
    /// The maximum width, or `nil` for none.
    package var maxWidth: CGFloat?
    /// The minimum height, or `nil` for none.
    package var minHeight: CGFloat?
    /// The height used when none is proposed, or `nil` for none.
    package var idealHeight: CGFloat?
    /// The maximum height, or `nil` for none.
    package var maxHeight: CGFloat?
    /// How the child is aligned in the frame.
    package var alignment: Alignment

    /// Creates a flexible frame.
    ///
    /// - Parameters:
    ///   - minWidth: The minimum width, or `nil` for none.
    ///   - idealWidth: The width used when none is proposed, or `nil`.
    ///   - maxWidth: The maximum width, or `nil` for none.
    ///   - minHeight: The minimum height, or `nil` for none.
    ///   - idealHeight: The height used when none is proposed, or `nil`.
    ///   - maxHeight: The maximum height, or `nil` for none.
    ///   - alignment: How the child is aligned in the frame; centre by default.
    package init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    /// The frame's size, by the rules above.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the frame.
    ///   - subviews: The frame's content.
    ///   - cache: Unused.
    /// - Returns: The frame's size.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let child = subviews.unionSize(childProposal(proposal))
        return CGSize(
            width: Self.length(
                proposed: proposal.width ?? idealWidth, child: child.width, minimum: minWidth, maximum: maxWidth),
            height: Self.length(
                proposed: proposal.height ?? idealHeight, child: child.height, minimum: minHeight, maximum: maxHeight))
    }

    /// Places the child, proposed the limited proposal, aligned in `bounds`.
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
        ProposedViewSize(
            width: Self.limit(proposal.width ?? idealWidth, minimum: minWidth, maximum: maxWidth),
            height: Self.limit(proposal.height ?? idealHeight, minimum: minHeight, maximum: maxHeight))
    }

    private static func limit(_ length: CGFloat?, minimum: CGFloat?, maximum: CGFloat?) -> CGFloat? {
        guard var length else { return nil }
        if let minimum { length = max(length, minimum) }
        if let maximum { length = min(length, maximum) }
        return length
    }

    private static func length(proposed: CGFloat?, child: CGFloat, minimum: CGFloat?, maximum: CGFloat?) -> CGFloat {
        let proposed = proposed ?? child
        var length = child
        if let minimum { length = max(minimum, min(length, proposed)) }
        if let maximum { length = min(maximum, max(length, proposed)) }
        return length
    }
}
