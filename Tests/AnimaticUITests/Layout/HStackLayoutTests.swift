import AnimaticUI
import Foundation
import Testing

// Text in `body` (17 points), from Animatic's metrics (thousandths of an em × 17 / 1000,
// rounded up to a third of a point):
//   "Hello" = H 730 + e 560 + l 240 + l 240 + o 580 = 2350 → 39.95 → 40
//   "World" = W 940 + o 580 + r 360 + l 240 + d 590 = 2710 → 46.07 → 46⅓
//   one line is 17 × 2444 / 2048 = 20.287 → 20⅓ high

@Suite("HStackLayout")
struct HStackLayoutTests {
    @Test("two flexible frames share the width left after the spacing equally")
    func flexibleFramesShare() {
        // 300 − 8 spacing = 292. Both are infinitely flexible, so in order: the first is
        // offered 292 / 2 = 146 and takes it; the second is offered the 146 left.
        let stack = _LayoutNode(
            "stack", HStackLayout(),
            [
                _LayoutNode("left", _FlexFrameLayout(maxWidth: .infinity), [.shape("left.color")]),
                _LayoutNode("right", _FlexFrameLayout(maxWidth: .infinity), [.shape("right.color")]),
            ])
        let placements = stack.place(proposal: ProposedViewSize(width: 300, height: 100))
        expectFrames(
            placements,
            [
                "stack": rect(0, 0, 300, 100),
                "left": rect(0, 0, 146, 100), "left.color": rect(0, 0, 146, 100),
                "right": rect(154, 0, 146, 100), "right.color": rect(154, 0, 146, 100),
            ])
    }

    @Test("a capped frame takes its cap and the flexible one the rest")
    func cappedAndFlexible() {
        // 292 left. Flexibility: the capped frame 100 − 0 = 100, the other ∞, so the capped
        // one goes first: offered 146, it proposes min(146, 100) = 100 to its colour and is
        // min(100, max(100, 146)) = 100 wide. The other is offered 292 − 100 = 192.
        let stack = _LayoutNode(
            "stack", HStackLayout(),
            [
                _LayoutNode("capped", _FlexFrameLayout(maxWidth: 100), [.shape("a")]),
                _LayoutNode("open", _FlexFrameLayout(maxWidth: .infinity), [.shape("b")]),
            ])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 300, height: 40)),
            ["capped": rect(0, 0, 100, 40), "open": rect(108, 0, 192, 40)])
    }

    @Test("a fixed 100-point rectangle is sized before a flexible one listed first")
    func leastFlexibleFirst() {
        // In 300: 292 after spacing. The flexible rectangle comes first in the stack, but the
        // fixed frame (flexibility 100 − 100 = 0) is sized first: offered 146, it is 100. The
        // rectangle (flexibility ∞) is then offered 292 − 100 = 192. An even split would have
        // made both 146.
        let stack = _LayoutNode(
            "stack", HStackLayout(),
            [.shape("flexible"), _LayoutNode("fixed", _FrameLayout(width: 100, height: nil), [.shape("fixed.shape")])])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 300, height: 50)),
            ["flexible": rect(0, 0, 192, 50), "fixed": rect(200, 0, 100, 50), "fixed.shape": rect(200, 0, 100, 50)])
    }

    @Test("a higher layout priority is sized first, with the others' minimums set aside")
    func layoutPriority() {
        // Spacing 0, 200 wide. Each frame is at least 30: proposed 0, it proposes
        // max(0, 30) = 30 and is clamp(0, 30...∞) = 30. Priority 1 first: 200 − 30 (the
        // lower one's minimum) = 170. The priority-0 frame is offered the 30 left.
        let framed = { (name: String) in
            _LayoutNode(name, _FlexFrameLayout(minWidth: 30, maxWidth: .infinity), [.shape(name + ".color")])
        }
        let stack = _LayoutNode("stack", HStackLayout(spacing: 0), [framed("low"), framed("high").layoutPriority(1)])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 200, height: 10)),
            ["low": rect(0, 0, 30, 10), "high": rect(30, 0, 170, 10)])
        // Without priorities they split evenly.
        let even = _LayoutNode("stack", HStackLayout(spacing: 0), [framed("low"), framed("high")])
        expectFrames(
            even.place(proposal: ProposedViewSize(width: 200, height: 10)),
            ["low": rect(0, 0, 100, 10), "high": rect(100, 0, 100, 10)])
    }

    @Test("a spacer pushes its neighbours to the ends, with no spacing beside it")
    func spacerPushes() {
        // No default spacing next to a Spacer. The spacer has the lowest priority, so its
        // minimum (8) is set aside: 300 − 8 = 292 for the texts. "Hello" (flexibility 40) is
        // offered 146 and is 40; "World" is offered 252 and is 46⅓. The spacer is offered
        // 300 − 40 − 46⅓ = 213⅔. The stack is one line high; the zero-high spacer is centred.
        let stack = _LayoutNode(
            "stack", HStackLayout(), [.text("hello", "Hello"), .spacer("spacer"), .text("world", "World")])
        let placements = stack.place(proposal: ProposedViewSize(width: 300, height: 100))
        expectFrames(
            placements,
            [
                "stack": rect(0, 0, 300, 20 + third),
                "hello": rect(0, 0, 40, 20 + third),
                "spacer": rect(40, 10 + third / 2, 213 + 2 * third, 0),
                "world": rect(253 + 2 * third, 0, 46 + third, 20 + third),
            ])
    }

    @Test("a spacer beside a colour gets only its minimum length")
    func spacerYieldsToColor() {
        // The colour (priority 0) goes before the spacer (lowest priority), with the spacer's
        // 8 set aside: the colour is offered 300 − 8 = 292 and takes it all.
        let stack = _LayoutNode("stack", HStackLayout(), [.spacer("spacer"), .shape("color")])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 300, height: 20)),
            ["spacer": rect(0, 10, 8, 0), "color": rect(8, 0, 292, 20)])
    }

    @Test("a spacer's minimum length holds when space is short, and text wraps instead")
    func spacerMinimumLength() {
        // 100 wide, spacer minimum 20 set aside: 80. "Hello" is offered 40 and fits in 40.
        // "World" is offered 40: 46⅓ is too wide, so it breaks between characters: "Worl"
        // (2120 → 36.04 → 36⅓) then "d", two lines. The spacer gets 100 − 40 − 36⅓ = 23⅔.
        let stack = _LayoutNode(
            "stack", HStackLayout(),
            [.text("hello", "Hello"), .spacer("spacer", minLength: 20), .text("world", "World")])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 100, height: 100)),
            [
                "stack": rect(0, 0, 100, 40 + 2 * third),
                "hello": rect(0, 10 + third / 2, 40, 20 + third),
                "spacer": rect(40, 20 + third, 23 + 2 * third, 0),
                "world": rect(63 + 2 * third, 0, 36 + third, 40 + 2 * third),
            ])
    }

    @Test("an explicit spacing applies beside spacers too")
    func explicitSpacingBesideSpacer() {
        // Spacing 10 twice: 200 − 20 = 180; the spacer's 8 set aside, the 50-wide frames
        // take 50 each, the spacer the 80 left.
        let box = { (name: String) in _LayoutNode(name, _FrameLayout(width: 50, height: 50), []) }
        let stack = _LayoutNode("stack", HStackLayout(spacing: 10), [box("a"), .spacer("spacer"), box("b")])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 200, height: 50)),
            ["a": rect(0, 0, 50, 50), "spacer": rect(60, 25, 80, 0), "b": rect(150, 0, 50, 50)])
    }

    @Test("aligned top, centre and bottom by the tallest subview")
    func verticalAlignment() {
        // A 20 × 60 and a 20 × 20 frame: the stack is 48 × 60. The short one sits at y = 0,
        // (60 − 20) / 2 = 20, or 60 − 20 = 40.
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 20), (.bottom, 40)] {
            let stack = _LayoutNode(
                "stack", HStackLayout(alignment: alignment),
                [
                    _LayoutNode("tall", _FrameLayout(width: 20, height: 60), []),
                    _LayoutNode("short", _FrameLayout(width: 20, height: 20), []),
                ])
            expectFrames(
                stack.place(proposal: ProposedViewSize(width: 300, height: 300)),
                ["stack": rect(0, 0, 48, 60), "tall": rect(0, 0, 20, 60), "short": rect(28, y, 20, 20)])
        }
    }

    @Test("proposed no width, a stack is its subviews' ideal widths")
    func idealWidth() {
        // A colour's ideal is 10 × 10; "Hello" is 40 × 20⅓: 10 + 8 + 40 = 58 wide.
        let stack = _LayoutNode("stack", HStackLayout(), [.shape("color"), .text("hello", "Hello")])
        expectSize(stack.sizeThatFits(.unspecified), CGSize(width: 58, height: 20 + third), "the stack's ideal size")
        expectFrames(
            stack.place(proposal: .unspecified),
            ["color": rect(0, 5 + third / 2, 10, 10), "hello": rect(18, 0, 40, 20 + third)])
    }

    @Test("an empty stack is zero")
    func empty() {
        let stack = _LayoutNode("stack", HStackLayout(), [])
        expectSize(stack.sizeThatFits(ProposedViewSize(width: 100, height: 100)), .zero, "an empty stack")
    }
}
