import AnimaticTestFixtures
import AnimaticTesting
import AnimaticUI
import Testing

/// A like button as a newcomer writes it: a circle whose fill turns from a faint grey to a faint
/// red in a linear animation of one second.
private struct HeartButton: View {
    @State private var liked = false
    var body: some View {
        Circle()
            .fill(liked ? Color.red.opacity(0.1) : Color.gray.opacity(0.1))
            .animation(.linear(duration: 1), value: liked)
            .onTapGesture { liked.toggle() }
            .accessibilityIdentifier("like")
    }
}

/// The like button's fill growing more opaque: the same system colour at both ends.
private struct Blush: View {
    @State private var liked = false
    var body: some View {
        Circle()
            .fill(Color.red.opacity(liked ? 0.15 : 0.1))
            .animation(.linear(duration: 1), value: liked)
            .onTapGesture { liked.toggle() }
            .accessibilityIdentifier("like")
    }
}

/// A value whose description hides its number behind a fixed one: two of them describe alike at
/// any precision, which once sent the search for a differing decimal past the 15 decimals numbers
/// can be written with, and stopped the process.
private struct Sealed: Equatable, CustomStringConvertible {
    var secret: Double
    var description: String { "Sealed(level: 0.5)" }
}

/// What a failed value assertion says, whatever the two values are: it never stops the process,
/// and a value of several numbers is compared number by number.
@Suite("GraphTester: differences of values")
struct GraphTesterDifferenceTests {
    @Test("a wrong colour one frame into its animation fails with a message, component by component")
    func wrongColorMidAnimation() {
        let tester = GraphTester(ViewHost(HeartButton()))
        tester.update { $0.skipRemainingEvaluations() }
        tester.tap("like") { $0.skipRemainingEvaluations() }
        // Tapped before frame 1, which applies the change; frame 2 (1/60 s later) is 1/60 of the
        // way from gray (0.557, 0.557, 0.576) to red (1, 0.231, 0.188), both at opacity 0.1:
        // red 0.557 + 0.443/60 = 0.56438…, green 0.557 − 0.326/60 = 0.55157…, blue
        // 0.576 − 0.388/60 = 0.56953…, opacity 0.1. The assertion expects red at opacity 0.103.
        withKnownIssue {
            tester.advance {
                $0.evaluated("fill", Color.red.opacity(0.103))
            }
        } matching: { issue in
            issue.text == """
                fill's value in frame 2 (t = 0.033 s) does not match expectation (numbers compared within 0.0005). \
                Expected → actual:
                  red.opacity(0.103) → Color(red: 0.564, green: 0.552, blue: 0.57, opacity: 0.1)
                  components that differ: red: 1 → 0.564, green: 0.231 → 0.552, blue: 0.188 → 0.57, \
                opacity: 0.103 → 0.1
                """
        }
    }

    @Test("two colours that once read alike at any precision fail with a message, not a trap")
    func opacityOnlyExact() {
        let tester = GraphTester(ViewHost(Blush()))
        tester.update { $0.skipRemainingEvaluations() }
        tester.tap("like") { $0.skipRemainingEvaluations() }
        // Frame 2 is 1/60 of the way from opacity 0.1 to 0.15: 0.1 + 0.05/60 = 0.1008333…, red
        // throughout. A colour wrote its opacity to 3 decimals, so red.opacity(0.1008) and the
        // fill both read red.opacity(0.101) at any precision, and the search for a decimal that
        // tells them apart ran past the 15 a number can be written with. Now the fifth does.
        withKnownIssue {
            tester.advance {
                $0.evaluated("fill", Color.red.opacity(0.1008), tolerance: .exact)
            }
        } matching: { issue in
            issue.text == """
                fill's value in frame 2 (t = 0.033 s) does not match expectation. Expected → actual:
                  red.opacity(0.1008) → red.opacity(0.10083)
                  components that differ: opacity: 0.1008 → 0.10083
                """
        }
    }

    @Test("a colour read off the timeline matches: each of its numbers is within the tolerance")
    func colorReadOffTimeline() {
        let tester = GraphTester(ViewHost(HeartButton()))
        tester.update { $0.skipRemainingEvaluations() }
        tester.tap("like") { $0.skipRemainingEvaluations() }
        // Frame 2 holds red 0.564383…, green 0.551567…, blue 0.569533…: the timeline's 0.564,
        // 0.552 and 0.57 are each within 0.0005, though together 0.00075 away (the square root of
        // 0.000383² + 0.000433² + 0.000467²).
        tester.advance {
            $0.evaluated("fill", Color(red: 0.564, green: 0.552, blue: 0.57, opacity: 0.1))
        }
    }

    @Test("only the components off by more than the tolerance are listed, with the decimals that tell them apart")
    func componentsWithinTolerance() {
        let tester = GraphTester(ViewHost(HeartButton()))
        tester.update { $0.skipRemainingEvaluations() }
        tester.tap("like") { $0.skipRemainingEvaluations() }
        // As above, frame 2 holds red 0.564383…, green 0.551567…, blue 0.569533…, opacity 0.1. To 4
        // decimals (within 0.00005) the expected red 0.5644 and green 0.5516 match; blue 0.5697 is
        // 0.000167 off, so it alone is listed. At the tester's 3 decimals both colours read
        // (0.564, 0.552, 0.57), so the text shows 4, the first that tell them apart.
        withKnownIssue {
            tester.advance {
                $0.evaluated(
                    "fill", Color(red: 0.5644, green: 0.5516, blue: 0.5697, opacity: 0.1), tolerance: .digits(4))
            }
        } matching: { issue in
            issue.text == """
                fill's value in frame 2 (t = 0.033 s) does not match expectation (numbers compared within 5e-05). \
                Expected → actual:
                  Color(red: 0.5644, green: 0.5516, blue: 0.5697, opacity: 0.1) → \
                Color(red: 0.5644, green: 0.5516, blue: 0.5695, opacity: 0.1)
                  components that differ: blue: 0.5697 → 0.5695
                """
        }
    }

    @Test("two values that describe alike at any precision fail with a message, not a trap")
    func sameTextAtAnyPrecision() {
        let scene = CounterScene()
        let graph = scene.graph
        let sealed = graph.rule(name: "Sealed") { Sealed(secret: scene.value.value) }
        let tester = GraphTester(graph)
        tester.update { $0.skipRemainingEvaluations() }
        withKnownIssue {
            // A change without animation applies at the current time, in the frame `update` ran.
            tester.withAnimation(nil, { scene.value.value = 1 }) {
                $0.evaluated(sealed, Sealed(secret: 2))
                $0.skipRemainingEvaluations()
            }
        } matching: { issue in
            issue.text == """
                Sealed's value in frame 0 (t = 0.000 s) does not match expectation (numbers compared within 0.0005). \
                Expected → actual:
                  Sealed(level: 0.5) (same text, different value)
                """
        }
    }
}
