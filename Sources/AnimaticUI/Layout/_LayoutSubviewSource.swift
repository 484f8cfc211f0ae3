import Foundation

/// What answers for the subviews of a layout, by index: their priorities, their sizes for a
/// proposal, and where they are placed. A container's pieces answer for all its subviews with one
/// object per layout evaluation; ``LayoutSubview`` and ``LayoutSubviews`` are an index into one.
/// Not API.
package protocol _LayoutSubviewSource: AnyObject {
    /// The layout priority of the subview at `index`.
    func priority(at index: Int) -> Double
    /// Whether the subview at `index` is a `Spacer`.
    func isSpacer(at index: Int) -> Bool
    /// The size of the subview at `index` for `proposal`.
    func sizeThatFits(at index: Int, _ proposal: ProposedViewSize) -> CGSize
    /// Places the subview at `index` in `frame`, in the layout's coordinates, with `proposal`.
    func place(at index: Int, in frame: CGRect, proposal: ProposedViewSize)
}
