import Foundation

extension LayoutSubviews {
    /// The size of a modifier's content: the largest width and the largest height its
    /// subviews choose for `proposal`, or zero with no subview.
    ///
    /// A modifier such as a frame or padding lays out one view; when its content is several
    /// (a `Group`), each is proposed the same size and aligned the same way, as in a `ZStack`.
    func unionSize(_ proposal: ProposedViewSize) -> CGSize {
        reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: Swift.max(size.width, child.width), height: Swift.max(size.height, child.height))
        }
    }

    /// Places every subview, proposed `proposal`, aligned in `bounds`.
    func placeAligned(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        for subview in self {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(placing: size, in: bounds), anchor: .topLeading, proposal: proposal)
        }
    }
}
