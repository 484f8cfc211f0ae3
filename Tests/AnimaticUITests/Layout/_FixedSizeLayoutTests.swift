import AnimaticUI
import Foundation
import Testing

// "Hello World" = 2350 + 260 (space) + 2710 = 5320 thousandths → 90.44 → 90⅔ on one line;
// in 60 points it wraps to "Hello" (40) and "World" (46⅓), two lines of 20⅓.

@Suite("_FixedSizeLayout")
struct FixedSizeLayoutTests {
    @Test("fixedSize() proposes nil, so a text keeps its single line and overflows its frame")
    func bothAxes() {
        // Inside a 60-wide frame: the text is 90⅔ × 20⅓, centred at (60 − 90⅔) / 2 = −15⅓.
        let frame = _LayoutNode(
            "frame", _FrameLayout(width: 60, height: nil),
            [_LayoutNode("fixed", _FixedSizeLayout(), [.text("text", "Hello World")])])
        let placements = frame.place(proposal: ProposedViewSize(width: 300, height: 300))
        expectFrames(
            placements,
            [
                "frame": rect(0, 0, 60, 20 + third),
                "fixed": rect(-15 - third, 0, 90 + 2 * third, 20 + third),
                "text": rect(-15 - third, 0, 90 + 2 * third, 20 + third),
            ])
        #expect(placements.last?.proposal == .unspecified)
    }

    @Test("fixedSize(horizontal: false, vertical: true) wraps but never truncates")
    func verticalOnly() {
        // In a 60 × 20 frame the text alone gets one line: "Hello" + "…" = 2350 + 780 = 3130
        // → 53.21 → 53⅓. With the height fixed it is proposed 60 × nil: two lines, 46⅓ × 40⅔.
        let truncated = _LayoutNode("frame", _FrameLayout(width: 60, height: 20), [.text("text", "Hello World")])
        expectFrames(
            truncated.place(proposal: .unspecified), ["text": rect(3 + third, -third / 2, 53 + third, 20 + third)])
        let fixed = _LayoutNode(
            "frame", _FrameLayout(width: 60, height: 20),
            [_LayoutNode("fixed", _FixedSizeLayout(horizontal: false, vertical: true), [.text("text", "Hello World")])])
        expectFrames(
            fixed.place(proposal: .unspecified),
            ["text": rect(6 + 5 * third / 2, -10 - third, 46 + third, 40 + 2 * third)])
    }

    @Test("a shape in fixedSize() is its ideal 10 × 10")
    func shapeIdeal() {
        let fixed = _LayoutNode("fixed", _FixedSizeLayout(), [.shape("shape")])
        expectSize(
            fixed.sizeThatFits(ProposedViewSize(width: 300, height: 300)), CGSize(width: 10, height: 10),
            "a fixed-size shape")
    }
}
