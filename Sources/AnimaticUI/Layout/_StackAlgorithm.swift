import Foundation

/// How `HStack` and `VStack` divide their space, shared by ``HStackLayout`` and
/// ``VStackLayout``.
///
/// With a concrete length proposed along the *major* axis (the stack's direction):
///
/// 1. The spacing between neighbours is subtracted first: the stack's `spacing` when given,
///    otherwise ``_LeafSizing/defaultSpacing`` (8 points), except 0 next to a `Spacer`.
/// 2. Each subview's *flexibility* is measured: its major length when proposed infinity minus
///    its major length when proposed 0 (the cross axis proposed as the stack was).
/// 3. Subviews are taken by layout priority, highest first. Before a priority group is sized,
///    the minimum lengths (proposed 0) of every lower-priority subview are set aside.
/// 4. Within a group, least flexible first (ties in order), each subview is proposed the space
///    left divided by the number of the group's subviews left, and what it takes is subtracted.
///
/// With `nil` proposed along the major axis, every subview is proposed `nil` there: the stack
/// is its subviews' ideal lengths plus spacing. Either way the stack's major length is the sum
/// of its subviews' plus the spacing, its cross length the largest subview's, and subviews are
/// aligned across by `crossAlignment` (a fraction of the cross length: 0, ½ or 1).
struct _StackAlgorithm {
    /// A subview's proposal and chosen size.
    typealias Sizing = (proposal: ProposedViewSize, size: CGSize)

    let axis: Axis
    let spacing: CGFloat?
    let crossAlignment: CGFloat

    /// The distance before each subview: 0 for the first.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count)
        var previous: LayoutSubview?
        for subview in subviews {
            if let previous {
                if let spacing {
                    gaps.append(spacing)
                } else {
                    gaps.append(previous.isSpacer || subview.isSpacer ? 0 : _LeafSizing.defaultSpacing)
                }
            } else {
                gaps.append(0)
            }
            previous = subview
        }
        return gaps
    }

    /// What each subview is proposed and chooses, for the stack's proposal.
    func sizings(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [Sizing] {
        let cross = proposal[axis.crossing]
        let views = Array(subviews)
        guard let major = proposal[axis] else {
            return views.map { view in
                let childProposal = ProposedViewSize(major: nil, cross: cross, axis: axis)
                return (childProposal, view.sizeThatFits(childProposal))
            }
        }
        let minimums = views.map { length($0.sizeThatFits(ProposedViewSize(major: 0, cross: cross, axis: axis))) }
        let maximums = views.map {
            length($0.sizeThatFits(ProposedViewSize(major: .infinity, cross: cross, axis: axis)))
        }
        var result = [Sizing?](repeating: nil, count: views.count)
        var remaining = major - gaps(subviews).reduce(0, +)
        let priorities = Set(views.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = views.indices
                .filter { views[$0].priority == priority }
                .sorted { (maximums[$0] - minimums[$0], $0) < (maximums[$1] - minimums[$1], $1) }
            let reserved = views.indices.filter { views[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            var left = CGFloat(group.count)
            for index in group {
                let childProposal = ProposedViewSize(major: max(0, available / left), cross: cross, axis: axis)
                let size = views[index].sizeThatFits(childProposal)
                result[index] = (childProposal, size)
                available -= length(size)
                remaining -= length(size)
                left -= 1
            }
        }
        return result.map { $0! }
    }

    /// The stack's size for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        size(of: sizings(proposal, subviews), gaps: gaps(subviews))
    }

    /// Places the subviews one after another along the major axis from the start of `bounds`.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let sizings = sizings(proposal, subviews)
        let gaps = gaps(subviews)
        let crossLength = axis == .horizontal ? bounds.height : bounds.width
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let (childProposal, size) = sizings[offset]
            position += gaps[offset]
            let crossPosition = crossAlignment * (crossLength - self.crossLength(size))
            let origin =
                axis == .horizontal
                ? CGPoint(x: position, y: bounds.minY + crossPosition)
                : CGPoint(x: bounds.minX + crossPosition, y: position)
            subview.place(at: origin, anchor: .topLeading, proposal: childProposal)
            position += length(size)
        }
    }

    private func size(of sizings: [Sizing], gaps: [CGFloat]) -> CGSize {
        let major = sizings.reduce(0) { $0 + length($1.size) } + gaps.reduce(0, +)
        let cross = sizings.reduce(0) { max($0, crossLength($1.size)) }
        return axis == .horizontal ? CGSize(width: major, height: cross) : CGSize(width: cross, height: major)
    }

    private func length(_ size: CGSize) -> CGFloat {
        axis == .horizontal ? size.width : size.height
    }

    private func crossLength(_ size: CGSize) -> CGFloat {
        axis == .horizontal ? size.height : size.width
    }
}
