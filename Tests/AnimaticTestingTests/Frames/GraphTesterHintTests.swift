import AnimaticTesting
import AnimaticUI
import Testing

/// A badge made of built-in modifiers only, each of which animates when it is tapped.
private struct Badge: View {
    @State private var on = false
    var body: some View {
        Circle()
            .fill(on ? Color.white : Color.black)
            .frame(width: on ? 60 : 40, height: 40)
            .frame(maxWidth: on ? 300 : 200)
            .padding(on ? 10 : 20)
            .scaleEffect(on ? 1.5 : 1)
            .rotationEffect(.degrees(on ? 90 : 0))
            .offset(x: on ? 30 : 0)
            .opacity(on ? 0.5 : 1)
            .animation(.linear(duration: 1), value: on)
            .onTapGesture { on.toggle() }
            .accessibilityIdentifier("badge")
    }
}

/// The hints an exhaustive `GraphTester` prints are code: pasted into the step, they compile and
/// pass.
@Suite("GraphTester: hints that compile")
struct GraphTesterHintTests {
    /// The badge, tapped: the frame that applies the tap has run, and every modifier is animating.
    static func tappedBadge() -> GraphTester {
        let tester = GraphTester(ViewHost(Badge()))
        tester.update { $0.skipRemainingEvaluations() }
        tester.tap("badge") { $0.skipRemainingEvaluations() }
        return tester
    }

    // Tapped before frame 1, which applies the change and starts linear(duration: 1) there; 15
    // frames later (frame 16) every modifier is a quarter of the way: fill from black (0, 0, 0) to
    // white (1, 1, 1) is 0.25 each; width 40 → 60 is 45; maxWidth 200 → 300 is 225; padding
    // 20 → 10 is 17.5; scale 1 → 1.5 is 1.125; rotation 0° → 90° is 22.5°; offset x 0 → 30 is
    // 7.5; opacity 1 → 0.5 is 0.875.

    @Test("each kind of built-in node's hint is an expression of its own type")
    func hints() {
        let tester = Self.tappedBadge()
        withKnownIssue {
            tester.advance(frames: 15) { _ in }
        } matching: { issue in
            let hints = issue.text.split(separator: "\n").filter { $0.hasPrefix("    Add ") }
            return hints == [
                "    Add `$0.evaluated(\"opacity\", _OpacityEffect(0.875))`",
                "    Add `$0.evaluated(\"offset\", _OffsetEffect(x: 7.5, y: 0))`",
                "    Add `$0.evaluated(\"rotationEffect\", _RotationEffect(.degrees(22.5)))`",
                "    Add `$0.evaluated(\"scaleEffect\", _ScaleEffect(1.125))`",
                "    Add `$0.evaluated(\"fill\", Color(red: 0.25, green: 0.25, blue: 0.25))`",
                "    Add `$0.evaluated(\"padding\", _PaddingModifier(17.5))`",
                "    Add `$0.evaluated(\"frame[1]\", _FlexFrameModifier(maxWidth: 225))`",
                "    Add `$0.evaluated(\"frame[0]\", _FrameModifier(width: 45, height: 40))`",
            ]
        }
    }

    @Test("the hints, pasted, compile and pass")
    func pastedHints() {
        let tester = Self.tappedBadge()
        tester.advance(frames: 15) {
            $0.evaluated("opacity", _OpacityEffect(0.875))
            $0.evaluated("offset", _OffsetEffect(x: 7.5, y: 0))
            $0.evaluated("rotationEffect", _RotationEffect(.degrees(22.5)))
            $0.evaluated("scaleEffect", _ScaleEffect(1.125))
            $0.evaluated("fill", Color(red: 0.25, green: 0.25, blue: 0.25))
            $0.evaluated("padding", _PaddingModifier(17.5))
            $0.evaluated("frame[1]", _FlexFrameModifier(maxWidth: 225))
            $0.evaluated("frame[0]", _FrameModifier(width: 45, height: 40))
        }
    }

    @Test("a system colour's hint names it as code does, with its opacity")
    func namedColorHint() {
        let tester = GraphTester(ViewHost(Circle().fill(Color.red.opacity(0.5))))
        withKnownIssue {
            tester.update {
                $0.evaluated("fill", .unchanged)
                $0.skipRemainingEvaluations()
            }
        } matching: { issue in
            issue.text.contains("Assert `$0.evaluated(\"fill\", Color.red.opacity(0.5))`")
        }
        let pasted = GraphTester(ViewHost(Circle().fill(Color.red.opacity(0.5))), exhaustivity: .off)
        pasted.update { $0.evaluated("fill", Color.red.opacity(0.5)) }
    }

    @Test("an uneven padding's and an anchored scale's hints compile and pass")
    func unevenPaddingAndAnchor() {
        let view = Text("tag")
            .padding(EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))
            .scaleEffect(2, anchor: .topLeading)
        let tester = GraphTester(ViewHost(view))
        withKnownIssue {
            tester.update { _ in }
        } matching: { issue in
            issue.text.contains(
                "Add `$0.evaluated(\"padding\", "
                    + "_PaddingModifier(EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)))`")
                && issue.text.contains(
                    "Add `$0.evaluated(\"scaleEffect\", _ScaleEffect(2, anchor: UnitPoint(x: 0, y: 0)))`")
        }
        let pasted = GraphTester(ViewHost(view), exhaustivity: .off)
        pasted.update {
            $0.evaluated("padding", _PaddingModifier(EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)))
            $0.evaluated("scaleEffect", _ScaleEffect(2, anchor: UnitPoint(x: 0, y: 0)))
        }
    }
}
