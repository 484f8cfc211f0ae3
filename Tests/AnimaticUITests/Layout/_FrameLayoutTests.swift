import AnimaticUI
import Foundation
import Testing

// Text widths (body, 17 points): "Hello" 40, "World" 46⅓, "Hello World" 90⅔; a line 20⅓.

@Suite("_FrameLayout")
struct FrameLayoutTests {
    @Test("a fixed frame proposes and reports its dimensions, and centres its child")
    func fixedBoth() {
        // The text is proposed 100 × 50, is 40 × 20⅓, and sits at ((100 − 40) / 2,
        // (50 − 20⅓) / 2) = (30, 14⅚).
        let frame = _LayoutNode("frame", _FrameLayout(width: 100, height: 50), [.text("hello", "Hello")])
        let placements = frame.place(proposal: ProposedViewSize(width: 300, height: 300))
        expectFrames(placements, ["frame": rect(0, 0, 100, 50), "hello": rect(30, 14 + 5 * third / 2, 40, 20 + third)])
        #expect(placements.last?.proposal == ProposedViewSize(width: 100, height: 50))
    }

    @Test("a nil dimension passes the proposal through and reports the child's")
    func fixedWidthOnly() {
        // Width 60: "Hello World" wraps to "Hello" / "World", 46⅓ × 40⅔. The frame is
        // 60 × 40⅔, the text at (60 − 46⅓) / 2 = 6⅚.
        let frame = _LayoutNode("frame", _FrameLayout(width: 60, height: nil), [.text("text", "Hello World")])
        expectFrames(
            frame.place(proposal: ProposedViewSize(width: 300, height: 300)),
            ["frame": rect(0, 0, 60, 40 + 2 * third), "text": rect(6 + 5 * third / 2, 0, 46 + third, 40 + 2 * third)])
    }

    @Test("the child is placed by the frame's alignment, and may overflow it")
    func alignmentAndOverflow() {
        // Top-leading in 100 × 50: the text at the origin.
        let topLeading = _LayoutNode(
            "frame", _FrameLayout(width: 100, height: 50, alignment: .topLeading), [.text("hello", "Hello")])
        expectFrames(topLeading.place(proposal: .unspecified), ["hello": rect(0, 0, 40, 20 + third)])
        // Bottom-trailing: (100 − 40, 50 − 20⅓) = (60, 29⅔).
        let bottomTrailing = _LayoutNode(
            "frame", _FrameLayout(width: 100, height: 50, alignment: .bottomTrailing), [.text("hello", "Hello")])
        expectFrames(bottomTrailing.place(proposal: .unspecified), ["hello": rect(60, 29 + 2 * third, 40, 20 + third)])
        // A 40 × 40 frame around a 100 × 100 one: centred, the inner one overflows by 30 a side.
        let overflow = _LayoutNode(
            "outer", _FrameLayout(width: 40, height: 40),
            [_LayoutNode("inner", _FrameLayout(width: 100, height: 100), [])])
        expectFrames(
            overflow.place(proposal: .unspecified), ["outer": rect(0, 0, 40, 40), "inner": rect(-30, -30, 100, 100)])
    }
}
