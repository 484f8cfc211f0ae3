import Foundation

/// How a `GeometryReader` lays out, as SwiftUI's: it takes the whole size proposed (an unspecified
/// dimension counts as 0) and gives its content all of it, at its top-leading corner, without
/// measuring the content, whose value is made from the reader's frame. Not API.
struct _GeometryReaderLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews { subview._place(in: bounds, proposal: ProposedViewSize(bounds.size)) }
    }
}
