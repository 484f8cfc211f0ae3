import Foundation

/// The layout of `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: proposes its
/// child a size of the given width-to-height ratio, and reports the child's size.
///
/// The ratio is the one given or, when `nil`, the child's ideal width over its ideal height. Asked
/// for a size, with `r` the ratio:
/// - both dimensions proposed (`w` × `h`): `.fit` proposes the largest size of ratio `r` inside
///   `w` × `h`, `.fill` the smallest that covers it: width `min(w, h·r)` (fit) or `max(w, h·r)`
///   (fill), height that width over `r`;
/// - one dimension proposed: the other is derived from it by `r`;
/// - neither: the child's ideal width, and its height by `r`.
///
/// The child, placed centred, may overflow the proposal (`.fill`).
///
///     // A 100 × 100 resizable image, scaled to fit 300 × 150: ratio 1, width min(300, 150) = 150.
///     _AspectRatioLayout(ratio: nil, contentMode: .fit)
package struct _AspectRatioLayout: Layout {
    /// The width-to-height ratio, or `nil` for the child's ideal one.
    package var ratio: CGFloat?
    /// Whether the child fits inside the proposal or fills it.
    package var contentMode: ContentMode

    /// Creates the layout.
    ///
    /// - Parameters:
    ///   - ratio: The width-to-height ratio, or `nil` for the child's ideal one.
    ///   - contentMode: Whether the child fits inside the proposal or fills it.
    package init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// The child's size for the proposal of ratio ``ratio``.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed.
    ///   - subviews: The content.
    ///   - cache: Unused.
    /// - Returns: The child's size.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.unionSize(childProposal(proposal, subviews))
    }

    /// Places the child, proposed the size of ratio ``ratio``, centred in `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The space given.
    ///   - proposal: The size proposed.
    ///   - subviews: The content.
    ///   - cache: Unused.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.placeAligned(in: bounds, alignment: .center, proposal: childProposal(proposal, subviews))
    }

    /// The size proposed to the child.
    func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        let ideal = subviews.unionSize(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            let across = height * r
            let chosen = contentMode == .fit ? min(width, across) : max(width, across)
            return ProposedViewSize(width: chosen, height: chosen / r)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / r)
        case (nil, let height?):
            return ProposedViewSize(width: height * r, height: height)
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }
}
