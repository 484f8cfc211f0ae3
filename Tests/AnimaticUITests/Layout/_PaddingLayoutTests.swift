import AnimaticUI
import Foundation
import Testing

@Suite("_PaddingLayout")
struct PaddingLayoutTests {
    @Test("padding() adds 16 points on every edge")
    func defaultPadding() {
        // "Hello" 40 × 20⅓ → 72 × 52⅓, the text at (16, 16). The text is proposed
        // 300 − 32 = 268 square.
        let padded = _LayoutNode("padding", _PaddingLayout(), [.text("hello", "Hello")])
        let placements = padded.place(proposal: ProposedViewSize(width: 300, height: 300))
        expectFrames(placements, ["padding": rect(0, 0, 72, 52 + third), "hello": rect(16, 16, 40, 20 + third)])
        #expect(placements.last?.proposal == ProposedViewSize(width: 268, height: 268))
    }

    @Test("padding on some edges, and the proposal less the insets")
    func someEdges() {
        // .padding(.horizontal, 10): 60 × 20⅓, the text at (10, 0).
        let horizontal = _LayoutNode("padding", _PaddingLayout(.horizontal, 10), [.text("hello", "Hello")])
        expectFrames(
            horizontal.place(proposal: .unspecified),
            ["padding": rect(0, 0, 60, 20 + third), "hello": rect(10, 0, 40, 20 + third)])
        // Insets 1, 2, 3, 4 around a colour proposed 100 × 50: the colour gets
        // (100 − 2 − 4) × (50 − 1 − 3) = 94 × 46 at (2, 1).
        let insets = _LayoutNode(
            "padding", _PaddingLayout(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), [.shape("color")]
        )
        expectFrames(
            insets.place(proposal: ProposedViewSize(width: 100, height: 50)),
            ["padding": rect(0, 0, 100, 50), "color": rect(2, 1, 94, 46)])
    }

    @Test("padding larger than the proposal proposes zero, never less")
    func neverNegative() {
        // Proposed 20 × 20 with 16 a side: the colour is proposed 0 × 0 and is 0 × 0; the
        // padding is 32 × 32.
        let padded = _LayoutNode("padding", _PaddingLayout(), [.shape("color")])
        let placements = padded.place(proposal: ProposedViewSize(width: 20, height: 20))
        expectFrames(placements, ["padding": rect(0, 0, 32, 32), "color": rect(16, 16, 0, 0)])
    }
}
