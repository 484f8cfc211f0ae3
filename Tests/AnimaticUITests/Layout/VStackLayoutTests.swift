import AnimaticUI
import Foundation
import Testing

// Text widths (body, 17 points): "Hello" 40, "World" 46⅓; a line is 20⅓ high.
// In largeTitle (34 points): "Batter" = B 640 + a 540 + t 340 + t 340 + e 560 + r 360 = 2780
//   → 94.52 → 94⅔ wide; a line is 34 × 2444 / 2048 = 40.57 → 40⅔ high.
// "Add Batter" = 660 + 590 + 590 + 260 + 640 + 540 + 340 + 340 + 560 + 360 = 4880 → 82.96 → 83.
// "Reset" = R 640 + e 560 + s 510 + e 560 + t 340 = 2610 → 44.37 → 44⅔.

@Suite("VStackLayout")
struct VStackLayoutTests {
    @Test("a title, a 240 × 240 gauge and two buttons, centred in an iPhone's safe area")
    func screen() {
        // The screen is 402 × 874 with safe-area insets of 62 (top) and 34 (bottom): the root
        // is proposed 402 × 778 and centred in the rectangle at y = 62.
        //
        // VStack(spacing: 32): 778 − 2 × 32 = 714 for three children, all of flexibility 0
        // vertically, so in order: the title (offered 238) is 94⅔ × 40⅔; the gauge's frame is
        // 240 × 240; the HStack is offered 714 − 40⅔ − 240 = 433⅓.
        // HStack(spacing: 16), proposed 402 wide: 386 left. "Reset" (flexibility 44⅔) before
        // "Add Batter" (83): 44⅔ then 83. The row is 83 + 16 + 44⅔ = 143⅔ × 20⅓.
        // The VStack is max(94⅔, 240, 143⅔) = 240 wide and 40⅔ + 32 + 240 + 32 + 20⅓ = 365
        // high, at x = (402 − 240) / 2 = 81, y = 62 + (778 − 365) / 2 = 268.5.
        // Centred in 240: the title at 81 + (240 − 94⅔) / 2 = 153⅔; the row at
        // 81 + (240 − 143⅔) / 2 = 129⅙, y = 268.5 + 40⅔ + 32 + 240 + 32 = 613⅙; "Reset" at
        // 129⅙ + 83 + 16 = 228⅙.
        let screen = _LayoutNode(
            "screen", VStackLayout(spacing: 32),
            [
                .text("title", "Batter", font: .largeTitle),
                _LayoutNode("gauge", _FrameLayout(width: 240, height: 240), [.shape("bowl")]),
                _LayoutNode(
                    "buttons", HStackLayout(spacing: 16), [.text("add", "Add Batter"), .text("reset", "Reset")]),
            ])
        let safeArea = rect(0, 62, 402, 874 - 62 - 34)
        expectFrames(
            screen.place(in: safeArea),
            [
                "screen": rect(81, 268.5, 240, 365),
                "title": rect(153 + 2 * third, 268.5, 94 + 2 * third, 40 + 2 * third),
                "gauge": rect(81, 341 + third / 2, 240, 240),
                "bowl": rect(81, 341 + third / 2, 240, 240),
                "buttons": rect(129 + third / 2, 613 + third / 2, 143 + 2 * third, 20 + third),
                "add": rect(129 + third / 2, 613 + third / 2, 83, 20 + third),
                "reset": rect(228 + third / 2, 613 + third / 2, 44 + 2 * third, 20 + third),
            ])
    }

    @Test("subviews aligned leading, centre and trailing by the widest")
    func horizontalAlignment() {
        // "World" (46⅓) is widest; "Hello" (40) sits at 0, 3⅙ or 6⅓. Spacing 8 between lines.
        for (alignment, x) in [(HorizontalAlignment.leading, 0.0), (.center, 3 + third / 2), (.trailing, 6 + third)] {
            let stack = _LayoutNode(
                "stack", VStackLayout(alignment: alignment), [.text("hello", "Hello"), .text("world", "World")])
            expectFrames(
                stack.place(proposal: ProposedViewSize(width: 300, height: 300)),
                [
                    "stack": rect(0, 0, 46 + third, 48 + 2 * third),
                    "hello": rect(x, 0, 40, 20 + third),
                    "world": rect(0, 28 + third, 46 + third, 20 + third),
                ])
        }
    }

    @Test("a spacer pushes the views below it to the bottom")
    func spacerPushesDown() {
        // 400 high: the spacer's 8 set aside; the text (20⅓) and the 50-high frame first;
        // the spacer takes 400 − 20⅓ − 50 = 329⅔. The column is as wide as the frame (60).
        let stack = _LayoutNode(
            "stack", VStackLayout(),
            [.text("hello", "Hello"), .spacer("spacer"), _LayoutNode("box", _FrameLayout(width: 60, height: 50), [])])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 100, height: 400)),
            [
                "stack": rect(0, 0, 60, 400),
                "hello": rect(10, 0, 40, 20 + third),
                "spacer": rect(30, 20 + third, 0, 329 + 2 * third),
                "box": rect(0, 350, 60, 50),
            ])
    }

    @Test("two spacers centre what is between them")
    func twoSpacers() {
        // 300 high, a 100-high frame: the two spacers (same priority, same flexibility) share
        // 200, the first offered 200 / 2 = 100.
        let stack = _LayoutNode(
            "stack", VStackLayout(),
            [.spacer("top"), _LayoutNode("box", _FrameLayout(width: 100, height: 100), []), .spacer("bottom")])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 100, height: 300)),
            ["top": rect(50, 0, 0, 100), "box": rect(0, 100, 100, 100), "bottom": rect(50, 200, 0, 100)])
    }
}
