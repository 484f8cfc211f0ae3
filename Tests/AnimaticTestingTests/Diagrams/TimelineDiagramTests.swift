import Animatic
import AnimaticTestFixtures
import AnimaticTesting
import Testing

@Suite("Timeline diagrams")
struct TimelineDiagramTests {
    /// The counter from 0 to 5 in 0.1 s, run to 0.5 s.
    static func counterTrace() -> Trace {
        let scene = CounterScene()
        scene.graph.update()
        scene.graph.withAnimation(.linear(duration: 0.1)) { scene.value.value = 5 }
        scene.graph.advance(to: 0.5)
        return scene.graph.trace
    }

    /// The batter gauge tapped at 0.1 s, run to 1 s.
    static func gaugeTrace() -> Trace {
        let scene = BatterGaugeScene()
        scene.graph.update()
        scene.graph.advance(to: 0.1) { scene.tap() }
        scene.graph.advance(to: 1)
        return scene.graph.trace
    }

    @Test("the counter's body: first value, the tap, a cut-off, a number a frame, the end")
    func counterBody() {
        assertDiagram(Self.counterTrace(), node: "Counter.body", "0-=12345-|")
    }

    @Test("the counter itself, with labels in parentheses and values from a marble map")
    func counter() {
        let trace = Self.counterTrace()
        assertDiagram(
            trace, node: "Counter",
            "(Counter(value: 0)) = (Counter(value: 0.833)) (Counter(value: 1.667)) (Counter(value: 2.5))"
                + " (Counter(value: 3.333)) (Counter(value: 4.167)) (Counter(value: 5)) =|")
        assertDiagram(
            trace, node: "Counter", "a=bcdefg=|",
            values: [
                "a": Counter(value: 0), "b": Counter(value: 0.833), "c": Counter(value: 1.667),
                "d": Counter(value: 2.5), "e": Counter(value: 3.333), "f": Counter(value: 4.167),
                "g": Counter(value: 5),
            ])
    }

    @Test("the state node shows its writes")
    func state() {
        assertDiagram(Self.counterTrace(), node: "value", "-5-------|")
    }

    @Test("the batter gauge's bars: one lights when the spring rests on the quarter, 41 frames after the tap")
    func gaugeBars() {
        // `.spring` is critically damped, so the level never passes the quarter: the bar lights when
        // the spring comes to rest by SwiftUI's rule (speed and acceleration within 0.06, the level
        // within 1 % of the quarter) and snaps onto it, 41 frames after the tap at frame 6.
        assertDiagram(
            Self.gaugeTrace(), node: "BatterGauge.bars",
            "0----- -======================================== 1|")
    }

    @Test("diagrams read and print the same text", arguments: ["0-=12345-|", "(10)(11)-=|", "a", "(-)(())|"])
    func roundTrip(_ text: String) throws {
        #expect(try TimelineDiagram(parsing: text).description == text)
    }

    @Test("trailing idle ticks and spaces do not count")
    func trailing() throws {
        #expect(try TimelineDiagram(parsing: "0 - 1 ----") == TimelineDiagram(parsing: "0-1"))
    }

    @Test(
        "invalid diagrams say where",
        arguments: [
            ("|0", 0, "a `|` must follow a tick's symbol"), ("0(12", 1, "a `(` is never closed"),
            ("0)", 1, "a `)` closes no `(`"), ("0||", 2, "a `|` must follow a tick's symbol"),
        ])
    func invalid(_ text: String, _ offset: Int, _ reason: String) {
        #expect(throws: TimelineDiagram.ParseError(text: text, offset: offset, reason: reason)) {
            try TimelineDiagram(parsing: text)
        }
    }

    @Test("a mismatch prints both diagrams aligned, a caret and the first differing tick with its time")
    func mismatch() {
        withKnownIssue {
            assertDiagram(Self.counterTrace(), node: "Counter.body", "0-=12335-|")
        } matching: { issue in
            issue.text == """
                Diagram of Counter.body does not match at tick 6 (frame 5, t = 0.083 s): expected 3, actual 4.
                Expected: 0-=12335-|
                Actual:   0-=12345-|
                                ^
                """
        }
    }

    @Test("a mismatch aligns labels of different widths")
    func mismatchWidths() {
        withKnownIssue {
            assertDiagram(Self.counterTrace(), node: "Counter.body", "0-=1(20)345-|")
        } matching: { issue in
            issue.text == """
                Diagram of Counter.body does not match at tick 4 (frame 3, t = 0.050 s): expected 20, actual 2.
                Expected: 0-=1(20)345-|
                Actual:   0-=12   345-|
                              ^
                """
        }
    }

    @Test("a diagram longer than what happened says the trace shows nothing more")
    func tooLong() {
        withKnownIssue {
            assertDiagram(Self.counterTrace(), node: "Counter.body", "0-=12345-|-6")
        } matching: { issue in
            issue.text.hasPrefix(
                "Diagram of Counter.body does not match at tick 10 (frame 9, t = 0.150 s): expected 6, "
                    + "actual - (no change).")
        }
    }

    @Test("an end of animation is part of the diagram")
    func missingEnd() {
        withKnownIssue {
            assertDiagram(Self.counterTrace(), node: "Counter.body", "0-=12345-")
        } matching: { issue in
            issue.text.hasPrefix(
                "Diagram of Counter.body does not match at tick 8 (frame 7, t = 0.117 s): expected - (no change), "
                    + "actual - (no change), then the end of the animation (|).")
        }
    }

    @Test("an unknown node and an invalid diagram fail with what to fix")
    func badInput() {
        withKnownIssue {
            assertDiagram(Self.counterTrace(), node: "Counter.view", "0")
        } matching: { issue in
            issue.text == "The trace has no node named Counter.view. Evaluated nodes: Counter, Counter.body."
        }
        withKnownIssue {
            assertDiagram(Self.counterTrace(), node: "Counter.body", "0(1")
        } matching: { issue in
            issue.text == "Invalid diagram: a `(` is never closed.\n  0(1\n   ^"
        }
    }
}
