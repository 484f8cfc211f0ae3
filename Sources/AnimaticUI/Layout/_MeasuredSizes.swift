import Foundation

/// The value of a container's size node (`HStack.size`, `frame.size`): the sizes the container
/// chooses for the proposals its own container measured it with. Not API.
///
/// The node stands between a container and the one that places it. It reads what the container's
/// size depends on (its value, the sizes of the pieces inside), and the layout outside reads the
/// node instead: when a change inside leaves every size equal, the equal value stops the update
/// there, and the layout outside does not run again. A row whose square grows in width inside a
/// stack that fills the width keeps its size, so the column of ten thousand rows around it is not
/// laid out again.
struct _MeasuredSizes: Equatable, CustomStringConvertible {
    /// The proposals measured, in the order they were first asked for.
    var proposals: [ProposedViewSize] = []
    /// The size for each of `proposals`, in the same order.
    var sizes: [CGSize] = []

    /// The size measured for `proposal`, if it was one of the proposals.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        proposals.firstIndex(of: proposal).map { sizes[$0] }
    }

    /// Each proposal and the size measured for it: `402 × 778 → 100×100`; `none measured` when no
    /// container has measured it yet.
    var description: String {
        guard !proposals.isEmpty else { return "none measured" }
        let number = _LayoutPlacements.number
        return zip(proposals, sizes).map { "\($0) → \(number($1.width))×\(number($1.height))" }.joined(separator: ", ")
    }
}
