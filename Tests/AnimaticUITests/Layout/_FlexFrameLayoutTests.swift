import AnimaticUI
import Foundation
import Testing

// "Hello" is 40 × 20⅓ in body; "Hello World" is 90⅔ on one line.

@Suite("_FlexFrameLayout")
struct FlexFrameLayoutTests {
    private func framed(_ layout: _FlexFrameLayout, _ child: _LayoutNode = .text("child", "Hello")) -> _LayoutNode {
        _LayoutNode("frame", layout, [child])
    }

    @Test("maxWidth: .infinity takes all the width proposed")
    func maxInfinity() {
        // min(∞, max(40, 300)) = 300 wide; the height is the child's, 20⅓; the text centred
        // at (300 − 40) / 2 = 130.
        expectFrames(
            framed(_FlexFrameLayout(maxWidth: .infinity)).place(proposal: ProposedViewSize(width: 300, height: 300)),
            ["frame": rect(0, 0, 300, 20 + third), "child": rect(130, 0, 40, 20 + third)])
        // Both axes: the whole 300 × 200, the text centred at (130, 89⅚).
        expectFrames(
            framed(_FlexFrameLayout(maxWidth: .infinity, maxHeight: .infinity))
                .place(proposal: ProposedViewSize(width: 300, height: 200)),
            ["frame": rect(0, 0, 300, 200), "child": rect(130, 89 + 5 * third / 2, 40, 20 + third)])
    }

    @Test("a maximum alone takes the proposal up to the maximum")
    func maxOnly() {
        // Proposed 300: min(200, max(40, 300)) = 200. Proposed 120: min(200, max(40, 120)) = 120.
        expectSize(
            framed(_FlexFrameLayout(maxWidth: 200)).sizeThatFits(ProposedViewSize(width: 300, height: 300)),
            CGSize(width: 200, height: 20 + third), "frame(maxWidth: 200) proposed 300")
        expectSize(
            framed(_FlexFrameLayout(maxWidth: 200)).sizeThatFits(ProposedViewSize(width: 120, height: 300)),
            CGSize(width: 120, height: 20 + third), "frame(maxWidth: 200) proposed 120")
    }

    @Test("a minimum alone hugs the child but is never narrower than the minimum")
    func minOnly() {
        // Proposed 300: max(100, min(40, 300)) = 100, the text at 30.
        expectFrames(
            framed(_FlexFrameLayout(minWidth: 100)).place(proposal: ProposedViewSize(width: 300, height: 300)),
            ["frame": rect(0, 0, 100, 20 + third), "child": rect(30, 0, 40, 20 + third)])
        // Proposed 60, less than the minimum: the child is proposed max(60, 100) = 100, so
        // "Hello World" (90⅔) stays on one line; the frame is max(100, min(90⅔, 60)) = 100.
        let wide = framed(_FlexFrameLayout(minWidth: 100), .text("child", "Hello World"))
        expectFrames(
            wide.place(proposal: ProposedViewSize(width: 60, height: 300)),
            ["frame": rect(0, 0, 100, 20 + third), "child": rect(4 + 2 * third, 0, 90 + 2 * third, 20 + third)])
    }

    @Test("with a minimum and a maximum, the proposal clamped, whatever the child")
    func minAndMax() {
        let layout = _FlexFrameLayout(minWidth: 50, maxWidth: 150)
        for (proposed, width) in [(300.0, 150.0), (120, 120), (20, 50)] {
            expectSize(
                framed(layout).sizeThatFits(ProposedViewSize(width: proposed, height: 100)),
                CGSize(width: width, height: 20 + third), "frame(minWidth: 50, maxWidth: 150) proposed \(proposed)")
        }
    }

    @Test("an ideal size replaces an unspecified proposal")
    func ideal() {
        // Proposed nil × nil: the colour is proposed the ideal 120 × 30 and takes it.
        let frame = framed(_FlexFrameLayout(idealWidth: 120, idealHeight: 30), .shape("child"))
        let placements = frame.place(proposal: .unspecified)
        expectFrames(placements, ["frame": rect(0, 0, 120, 30), "child": rect(0, 0, 120, 30)])
        #expect(placements.last?.proposal == ProposedViewSize(width: 120, height: 30))
        // A concrete proposal wins over the ideal.
        expectSize(
            frame.sizeThatFits(ProposedViewSize(width: 300, height: 200)), CGSize(width: 300, height: 200),
            "proposed 300 × 200")
    }

    @Test("with no proposal and no ideal, the child's ideal size, clamped")
    func noProposal() {
        // maxWidth .infinity: min(∞, 40) = 40. minWidth 100: max(100, 40) = 100. Both
        // 50...60: 40 clamped to 50.
        expectSize(
            framed(_FlexFrameLayout(maxWidth: .infinity)).sizeThatFits(.unspecified),
            CGSize(width: 40, height: 20 + third), "maxWidth ∞")
        expectSize(
            framed(_FlexFrameLayout(minWidth: 100)).sizeThatFits(.unspecified), CGSize(width: 100, height: 20 + third),
            "minWidth 100")
        expectSize(
            framed(_FlexFrameLayout(minWidth: 50, maxWidth: 60)).sizeThatFits(.unspecified),
            CGSize(width: 50, height: 20 + third),
            "minWidth 50, maxWidth 60")
    }

    @Test("the child is placed by the frame's alignment")
    func alignment() {
        // 300 × 100 frame, "Hello" bottom-leading: (0, 100 − 20⅓) = (0, 79⅔).
        let frame = framed(_FlexFrameLayout(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading))
        expectFrames(
            frame.place(proposal: ProposedViewSize(width: 300, height: 100)),
            ["child": rect(0, 79 + 2 * third, 40, 20 + third)])
    }
}
