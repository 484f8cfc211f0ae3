import Foundation

/// An overlaying stack: subviews on top of each other, aligned.
///
/// Mirrors SwiftUI's `ZStackLayout`, the layout behind `ZStack`. It proposes its own proposal
/// to every subview of the highest layout priority; subviews of lower priority are then
/// proposed the size those chose (the largest width and height among them). The stack is as
/// large as the union of its aligned subviews: for the built-in alignments, the largest width
/// by the largest height. Each subview is aligned in the stack by ``alignment``.
///
///     // A 100 × 40 view and a 60 × 80 view: the stack is 100 × 80, and centred, the first
///     // sits at (0, 20), the second at (20, 0).
///     ZStackLayout()
public struct ZStackLayout: Layout {
    /// How the subviews are aligned in the stack; centre by default.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    ///
    /// - Parameter alignment: How the subviews are aligned; centre by default.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The stack's size: the largest width and height among its subviews.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the stack.
    ///   - subviews: The stack's subviews.
    ///   - cache: Unused.
    /// - Returns: The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        sizings(proposal, subviews).reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.size.width), height: max($0.height, $1.size.height))
        }
    }

    /// Places every subview aligned in `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The stack's frame.
    ///   - proposal: The size proposed to the stack.
    ///   - subviews: The stack's subviews.
    ///   - cache: Unused.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for (subview, sizing) in zip(subviews, sizings(proposal, subviews)) {
            subview.place(
                at: alignment.origin(placing: sizing.size, in: bounds), anchor: .topLeading, proposal: sizing.proposal)
        }
    }

    /// What each subview is proposed and chooses: the highest priority first.
    private func sizings(
        _ proposal: ProposedViewSize, _ subviews: Subviews
    ) -> [(proposal: ProposedViewSize, size: CGSize)] {
        let views = Array(subviews)
        guard let top = views.map(\.priority).max() else { return [] }
        let firstSizes = views.map { $0.priority == top ? $0.sizeThatFits(proposal) : nil }
        let first = firstSizes.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1?.width ?? 0), height: max($0.height, $1?.height ?? 0))
        }
        let secondProposal = ProposedViewSize(first)
        return views.indices.map { index in
            if let size = firstSizes[index] { return (proposal, size) }
            return (secondProposal, views[index].sizeThatFits(secondProposal))
        }
    }
}
