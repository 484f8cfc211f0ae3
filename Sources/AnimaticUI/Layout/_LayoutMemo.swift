import Foundation

/// What layout found of one piece, kept on the piece: its value, read once per evaluation, and its
/// sizes by proposal, kept across evaluations while nothing they depend on changes. Finding them
/// costs a comparison instead of a hash; the text's sizes hold across evaluations while its string
/// and font stay the same. A piece gets one the first time layout measures it: a piece layout never
/// measures (a group, a removed view) holds none. Not API.
///
/// Layout reads and writes these properties many times a piece, never while another access to them
/// is under way: they skip the run-time exclusivity check, which cost more than the work it guarded.
final class _LayoutMemo {
    /// The layout evaluation that last used the memo; 0 for none. The value is that evaluation's.
    @exclusivity(unchecked) var evaluation: UInt64 = 0
    /// The layout evaluation that last asked for the sizes, and found that they still hold.
    @exclusivity(unchecked) var sizesEvaluation: UInt64 = 0
    /// The piece's value, as that evaluation read it.
    @exclusivity(unchecked) var value: Any?
    /// The proposals the piece was measured for, each with the size it found (one buffer for both).
    @exclusivity(unchecked) var measured: [(proposal: ProposedViewSize, size: CGSize)] = []
    /// The nodes whose values the sizes depend on (the values of the piece and of the pieces inside
    /// it that measuring read); `nil` when one of those values came from no single node, and the
    /// sizes hold for one evaluation only.
    @exclusivity(unchecked) var dependencies: [NodeID]? = []
    /// The graph's epoch when the sizes were last found to hold: they hold while none of
    /// `dependencies` changed after it.
    @exclusivity(unchecked) var epoch: UInt32 = 0
    /// The views' structure the sizes were measured in (``_ViewGraph/generation``): the pieces inside
    /// change with it.
    @exclusivity(unchecked) var structure = 0
    /// A text's string and font: measuring a text depends on these and the proposal only, not on
    /// the evaluation.
    @exclusivity(unchecked) var text: (content: String, font: Font)?
    /// The layout evaluation that last read the text's value and found it to be ``text``.
    @exclusivity(unchecked) var textEvaluation: UInt64 = 0
    /// Where the piece's container last placed it, kept while it is being removed
    /// (``_RenderNode/frozenPlacement``).
    var frozenPlacement: _LayoutPlacements.Placed? {
        get { frozen.first }
        set { frozen = newValue.map { [$0] } ?? [] }
    }
    /// ``frozenPlacement``, in an array that is empty (and allocates nothing) for every piece not
    /// being removed: a placement inline would make every memo 64 bytes larger.
    @exclusivity(unchecked) private var frozen: [_LayoutPlacements.Placed] = []
    /// The first proposal the text was laid out for, with its size: inline, as most texts are laid
    /// out for one width only (a stack's proposals of other heights reuse it), so that they keep no
    /// array.
    @exclusivity(unchecked) private var firstTextMeasured: (proposal: ProposedViewSize, size: CGSize)?
    /// The later proposals the text was laid out for, with their sizes: eight at most in all, the
    /// oldest first.
    @exclusivity(unchecked) private var moreTextMeasured: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// Starts the memo over for `evaluation` unless it is already that evaluation's: the value is
    /// let go. The sizes are kept, to be checked when asked for.
    func claim(for evaluation: UInt64) {
        guard self.evaluation != evaluation else { return }
        self.evaluation = evaluation
        value = nil
    }

    /// Forgets the sizes, keeping the buffers' room: what they depend on changed.
    func forgetSizes() {
        measured.removeAll(keepingCapacity: true)
        if dependencies == nil { dependencies = [] } else { dependencies!.removeAll(keepingCapacity: true) }
    }

    /// The size of a text for a proposal: measured once per string, font and width.
    ///
    /// The proposal's height matters only when the text's lines do not fit in it: a text is laid
    /// out for the width with no limit on its height, and that size answers every height that
    /// holds all its lines (and any height for a single line, which is never cut). Only a height
    /// too short for several lines lays the text out again, truncated.
    func textSize(_ content: String, font: Font, proposal: ProposedViewSize) -> CGSize {
        if let text, text.content == content, text.font == font {
            if let known = textSize(for: proposal) { return known }
        } else {
            text = (content, font)
            firstTextMeasured = nil
            moreTextMeasured.removeAll(keepingCapacity: true)
        }
        guard let height = proposal.height else { return measure(content, font: font, proposal: proposal) }
        // The size for the width alone, kept or measured now: the text is the one just checked.
        let widthOnly = ProposedViewSize(width: proposal.width, height: nil)
        let whole =
            textSize(for: widthOnly)
            ?? measure(content, font: font, proposal: widthOnly)
        if height >= whole.height || whole.height <= _TextMetrics.lineHeight(of: font) { return whole }
        return measure(content, font: font, proposal: proposal)
    }

    /// Lays the text out for `proposal` and keeps its size.
    private func measure(_ content: String, font: Font, proposal: ProposedViewSize) -> CGSize {
        let size = _TextLayout(content, font: font, proposal: proposal).size
        // A text measured for many proposals (a stack that keeps offering less) keeps the latest few.
        if firstTextMeasured == nil {
            firstTextMeasured = (proposal, size)
        } else {
            if moreTextMeasured.count == 7 { firstTextMeasured = moreTextMeasured.removeFirst() }
            moreTextMeasured.append((proposal, size))
        }
        return size
    }

    /// The proposals the text was laid out for, oldest first, each with its size.
    var textMeasured: [(proposal: ProposedViewSize, size: CGSize)] {
        (firstTextMeasured.map { [$0] } ?? []) + moreTextMeasured
    }

    /// The text's kept size for `proposal`, if it was laid out for it.
    private func textSize(for proposal: ProposedViewSize) -> CGSize? {
        guard let first = firstTextMeasured else { return nil }
        if first.proposal == proposal { return first.size }
        return moreTextMeasured.first(where: { $0.proposal == proposal })?.size
    }
}
