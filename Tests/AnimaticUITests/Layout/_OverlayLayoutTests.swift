import AnimaticUI
import Foundation
import Testing

@Suite("_OverlayLayout")
struct OverlayLayoutTests {
    @Test("the secondary view is proposed the base's size and the result is the base's size")
    func sizedToBase() {
        // Base "Hello" (40 × 20⅓); a circle behind it is proposed 40 × 20⅓ and takes it.
        let background = _LayoutNode("background", _OverlayLayout(), [.text("hello", "Hello"), .shape("circle")])
        let placements = background.place(proposal: ProposedViewSize(width: 300, height: 300))
        expectFrames(
            placements,
            [
                "background": rect(0, 0, 40, 20 + third), "hello": rect(0, 0, 40, 20 + third),
                "circle": rect(0, 0, 40, 20 + third),
            ])
        #expect(placements.last?.proposal == ProposedViewSize(width: 40, height: 20 + third))
    }

    @Test("a larger secondary view is aligned on the base and does not change its size")
    func largerSecondary() {
        // A 100 × 100 frame over a 40 × 20⅓ text, centred: (−30, −39⅚); the result stays
        // 40 × 20⅓.
        let overlay = _LayoutNode(
            "overlay", _OverlayLayout(),
            [.text("hello", "Hello"), _LayoutNode("badge", _FrameLayout(width: 100, height: 100), [])])
        expectFrames(
            overlay.place(proposal: .unspecified),
            ["overlay": rect(0, 0, 40, 20 + third), "badge": rect(-30, -39 - 5 * third / 2, 100, 100)])
    }

    @Test("the secondary view is placed by the alignment")
    func alignment() {
        // A 10 × 10 dot on a 40 × 20⅓ text: top-leading at (0, 0); bottom-trailing at
        // (30, 10⅓).
        for (alignment, origin) in [
            (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.bottomTrailing, CGPoint(x: 30, y: 10 + third)),
        ] {
            let overlay = _LayoutNode(
                "overlay", _OverlayLayout(alignment: alignment),
                [.text("hello", "Hello"), _LayoutNode("dot", _FrameLayout(width: 10, height: 10), [])])
            expectFrames(overlay.place(proposal: .unspecified), ["dot": rect(origin.x, origin.y, 10, 10)])
        }
    }
}
