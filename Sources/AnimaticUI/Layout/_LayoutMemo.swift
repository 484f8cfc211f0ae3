import Foundation

/// What a layout evaluation found of one piece, kept on the piece: its value, read once per
/// evaluation, and its sizes by proposal. Finding them costs a comparison instead of a hash, and a
/// piece's memo holds for the one evaluation whose number it carries; the text's sizes hold across
/// evaluations while its string and font stay the same. Not API.
struct _LayoutMemo {
    /// The layout evaluation the value and sizes are from; 0 for none.
    var evaluation: UInt64 = 0
    /// The piece's value, as that evaluation read it.
    var value: Any?
    /// The proposals that evaluation measured the piece for.
    var proposals: [ProposedViewSize] = []
    /// The size it found for each of `proposals`, in the same order.
    var sizes: [CGSize] = []
    /// A text's string and font: measuring a text depends on these and the proposal only, not on
    /// the evaluation.
    var text: (content: String, font: Font)?
    /// The proposals the text was measured for, the latest eight at most.
    var textProposals: [ProposedViewSize] = []
    /// The text's size for each of `textProposals`, in the same order.
    var textSizes: [CGSize] = []

    /// Starts the memo over for `evaluation` unless it is already that evaluation's, keeping the
    /// text's sizes and the buffers' room.
    mutating func claim(for evaluation: UInt64) {
        guard self.evaluation != evaluation else { return }
        self.evaluation = evaluation
        value = nil
        proposals.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
    }

    /// The size of a text for a proposal: measured once per string, font and proposal.
    mutating func textSize(_ content: String, font: Font, proposal: ProposedViewSize) -> CGSize {
        if let text, text.content == content, text.font == font {
            if let index = textProposals.firstIndex(of: proposal) { return textSizes[index] }
        } else {
            text = (content, font)
            textProposals.removeAll(keepingCapacity: true)
            textSizes.removeAll(keepingCapacity: true)
        }
        let size = _TextLayout(content, font: font, proposal: proposal).size
        // A text measured for many proposals (a stack that keeps offering less) keeps the latest few.
        if textProposals.count == 8 {
            textProposals.removeFirst()
            textSizes.removeFirst()
        }
        textProposals.append(proposal)
        textSizes.append(size)
        return size
    }
}
