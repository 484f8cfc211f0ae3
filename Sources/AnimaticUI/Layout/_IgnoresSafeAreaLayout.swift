import Foundation

/// The layout of `ignoresSafeArea(_:edges:)`: as large as its content, which it places extended to
/// the screen's edge on each chosen edge where the content reaches the safe area's boundary, and
/// proposes the extended size. Not API.
///
/// The size it reports to its container is the content's own, so the views around it lay out as
/// if it did not ignore the safe area.
///
///     // A Color filling the default safe area (402 × 778 at y = 62), ignoring every edge: placed
///     // at y = 0, proposed and drawn 402 × 874.
struct _IgnoresSafeAreaLayout: Layout {
    /// The edges on which the content may extend.
    var edges: Edge.Set
    /// The screen; with none (measuring), the content is placed in the bounds.
    var screen: _Screen?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.unionSize(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let screen else {
            subviews.placeAligned(in: bounds, alignment: .center, proposal: proposal)
            return
        }
        let extended = screen.extending(bounds, edges: edges)
        subviews.placeAligned(
            in: extended, alignment: .center, proposal: _Screen.proposal(proposal, from: bounds, to: extended))
    }
}
