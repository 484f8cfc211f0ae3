import AnimaticUI
import Foundation
import Testing

@Suite("ZStackLayout")
struct ZStackLayoutTests {
    private func boxes(_ alignment: Alignment) -> _LayoutNode {
        _LayoutNode(
            "stack", ZStackLayout(alignment: alignment),
            [
                _LayoutNode("wide", _FrameLayout(width: 100, height: 40), []),
                _LayoutNode("tall", _FrameLayout(width: 60, height: 80), []),
            ])
    }

    @Test("as large as its largest subviews, each aligned in it")
    func union() {
        // 100 × 40 and 60 × 80: the stack is 100 × 80. Centred: (0, 20) and (20, 0).
        expectFrames(
            boxes(.center).place(proposal: ProposedViewSize(width: 300, height: 300)),
            ["stack": rect(0, 0, 100, 80), "wide": rect(0, 20, 100, 40), "tall": rect(20, 0, 60, 80)])
        // Bottom-trailing: (100 − 100, 80 − 40) = (0, 40) and (100 − 60, 0) = (40, 0).
        expectFrames(
            boxes(.bottomTrailing).place(proposal: ProposedViewSize(width: 300, height: 300)),
            ["wide": rect(0, 40, 100, 40), "tall": rect(40, 0, 60, 80)])
        // Top-leading: both at the origin.
        expectFrames(
            boxes(.topLeading).place(proposal: ProposedViewSize(width: 300, height: 300)),
            ["wide": rect(0, 0, 100, 40), "tall": rect(0, 0, 60, 80)])
    }

    @Test("every subview is proposed the stack's proposal")
    func colorFills() {
        // A colour takes the 300 × 200 proposed; "Hello" (40 × 20⅓) is centred on it.
        let stack = _LayoutNode("stack", ZStackLayout(), [.shape("color"), .text("hello", "Hello")])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 300, height: 200)),
            [
                "stack": rect(0, 0, 300, 200), "color": rect(0, 0, 300, 200),
                "hello": rect(130, 89 + 5 * third / 2, 40, 20 + third),
            ])
    }

    @Test("lower-priority subviews are proposed the size the highest-priority ones chose")
    func priority() {
        // The text (priority 1) is 40 × 20⅓; the colour is proposed 40 × 20⅓ and takes it.
        let stack = _LayoutNode("stack", ZStackLayout(), [.shape("color"), .text("hello", "Hello").layoutPriority(1)])
        expectFrames(
            stack.place(proposal: ProposedViewSize(width: 300, height: 200)),
            [
                "stack": rect(0, 0, 40, 20 + third), "color": rect(0, 0, 40, 20 + third),
                "hello": rect(0, 0, 40, 20 + third),
            ])
    }

    @Test("a spacer in a ZStack expands both ways")
    func spacerBothWays() {
        let stack = _LayoutNode("stack", ZStackLayout(), [.spacer("spacer")])
        expectFrames(stack.place(proposal: ProposedViewSize(width: 120, height: 90)), ["spacer": rect(0, 0, 120, 90)])
        expectSize(stack.sizeThatFits(.unspecified), CGSize(width: 8, height: 8), "an ideal spacer outside a stack")
    }
}
