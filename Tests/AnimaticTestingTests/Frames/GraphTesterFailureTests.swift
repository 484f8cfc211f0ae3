import Animatic
import AnimaticTestFixtures
import AnimaticTesting
import Testing

/// What a `GraphTester` says when a step does not do what its assertions state: the messages are
/// part of the API, so they are pinned word for word.
@Suite("GraphTester: failure messages")
struct GraphTesterFailureTests {
    /// A counter whose first frame has run and whose animation to 5 has started.
    static func animatingCounter(_ exhaustivity: Exhaustivity = .on) -> (CounterScene, GraphTester) {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph, exhaustivity: exhaustivity)
        tester.update { $0.skipRemainingEvaluations() }
        tester.withAnimation(.linear(duration: 0.1)) {
            scene.value.value = 5
        } assert: {
            $0.skipRemainingEvaluations()
        }
        return (scene, tester)
    }

    @Test("an update that was not asserted names the node, the frame, its value and the fix")
    func unasserted() {
        let (_, tester) = Self.animatingCounter()
        tester.advance { $0.skipRemainingEvaluations() }
        withKnownIssue {
            tester.advance {
                $0.evaluated("Counter", Counter(value: 1.667))
            }
        } matching: { issue in
            issue.text == """
                The step ran frame 2 (t = 0.033 s) and made 1 update that was not asserted:
                  Counter.body evaluated: "0" → "1"
                    Add `$0.evaluated("Counter.body", "1")`

                Assert each update, or call `$0.skipRemainingEvaluations()`, or set `tester.exhaustivity = .off`.
                """
        }
    }

    @Test("an unasserted step lists every update, cut-offs and time edges included")
    func unassertedList() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        withKnownIssue {
            tester.withAnimation(.linear(duration: 0.1)) { scene.value.value = 5 }
        } matching: { issue in
            issue.text == """
                The step ran frame 0 (t = 0.000 s) and made 2 updates that were not asserted:
                  Counter evaluated: Counter(value: 0) (unchanged)
                    Add `$0.evaluated("Counter", .unchanged)`
                  Counter started depending on time
                    Add `$0.startsDependingOnTime("Counter")`

                Assert each update, or call `$0.skipRemainingEvaluations()`, or set `tester.exhaustivity = .off`.
                """
        }
    }

    @Test("a wrong value fails with expected → actual")
    func wrongValue() {
        let (_, tester) = Self.animatingCounter()
        withKnownIssue {
            tester.advance(frames: 2) {
                $0.evaluated("Counter", Counter(value: 1.667))
                $0.evaluated("Counter.body", "2")
            }
        } matching: { issue in
            issue.text == """
                Counter.body's value in frames 1–2 (t = 0.017–0.033 s) does not match expectation \
                (numbers compared within 0.0005). Expected → actual:
                  "2" → "1"
                """
        }
    }

    /// A card whose offset follows a state, with a caption a property wrapper stores.
    struct Card: Equatable {
        var offset: Double
        var scale: Double
        @AnimatableIgnored var caption: String
        var shadow = Shadow(radius: 2, opacity: 0.5)
    }

    /// A struct inside the card.
    struct Shadow: Equatable {
        var radius: Double
        var opacity: Double
    }

    /// A graph whose `Card` rule has run once, and a tester past that frame.
    static func card(_ value: Card) -> GraphTester {
        let graph = AnimationGraph(tracing: .unbounded)
        _ = graph.rule(name: "Card") { value }
        let tester = GraphTester(graph)
        return tester
    }

    @Test("a wrong struct shows only the fields that differ as changes, the others as they are")
    func wrongFields() {
        let tester = Self.card(Card(offset: 3.9, scale: 1, caption: "Tap"))
        withKnownIssue {
            tester.update { $0.evaluated("Card", Card(offset: 0, scale: 1, caption: "Tap")) }
        } matching: { issue in
            issue.text == """
                Card's value in frame 0 (t = 0.000 s) does not match expectation \
                (numbers compared within 0.0005). Expected → actual:
                  Card(offset: 0 → 3.9, scale: 1, caption: "Tap", shadow: Shadow(radius: 2, opacity: 0.5))
                """
        }
    }

    @Test("a property wrapper's field shows under its property's name, a nested struct by its own fields")
    func wrongWrappedAndNestedFields() {
        let tester = Self.card(Card(offset: 1, scale: 1, caption: "Done", shadow: Shadow(radius: 8, opacity: 0.5)))
        withKnownIssue {
            tester.update { $0.evaluated("Card", Card(offset: 1, scale: 1, caption: "Tap")) }
        } matching: { issue in
            issue.text.hasSuffix(
                #"Card(offset: 1, scale: 1, caption: "Tap" → "Done", shadow: Shadow(radius: 2 → 8, opacity: 0.5))"#)
        }
    }

    @Test("an exact comparison shows as many decimals as it takes to tell the numbers apart")
    func exactDigits() {
        let (_, tester) = Self.animatingCounter()
        tester.tolerance = .exact
        withKnownIssue {
            tester.advance {
                $0.evaluated("Counter", Counter(value: 0.8333))
                $0.evaluated("Counter.body", .unchanged)
            }
        } matching: { issue in
            // The counter is at 5 × 1/6 = 0.8333…: five decimals tell it from 0.8333.
            issue.text == """
                Counter's value in frame 1 (t = 0.017 s) does not match expectation. Expected → actual:
                  Counter(value: 0.8333 → 0.83333)
                """
        }
    }

    @Test("a node that did not evaluate: was it verified, and what ran instead")
    func notEvaluated() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        withKnownIssue {
            tester.withAnimation(.linear(duration: 0.1)) {
                scene.value.value = 5
            } assert: {
                $0.evaluated("Counter", .unchanged)
                $0.startsDependingOnTime("Counter")
                $0.evaluated("Counter.body", "0")
            }
        } matching: { issue in
            issue.text == "Expected Counter.body to evaluate in frame 0 (t = 0.000 s), but it was verified "
                + "(its inputs did not change) and not run. Evaluated: Counter."
        }
    }

    @Test("a name no node has says so and lists the closest names, the closest first")
    func unknownName() {
        let (_, tester) = Self.animatingCounter()
        withKnownIssue {
            tester.advance {
                $0.evaluated("Countr", Counter(value: 0.833))
                $0.skipRemainingEvaluations()
            }
        } matching: { issue in
            // "Countr" is one insertion from "Counter"; every other name of the graph is further.
            issue.text.hasPrefix(
                "Expected Countr to evaluate in frame 1 (t = 0.017 s), but no node is named \"Countr\". "
                    + "The closest names: `Counter`, ")
        }
    }

    @Test("`.unchanged` when the value changed says what it changed to")
    func changedNotUnchanged() {
        let (_, tester) = Self.animatingCounter()
        withKnownIssue {
            tester.advance {
                $0.evaluated("Counter", .unchanged)
                $0.evaluated("Counter.body", .unchanged)
            }
        } matching: { issue in
            issue.text == "Expected Counter to evaluate with outcome .unchanged in frame 1 (t = 0.017 s), but its "
                + "value changed: Counter(value: 0) → Counter(value: 0.833). "
                + "Assert `$0.evaluated(\"Counter\", Counter(value: 0.833))`."
        }
    }

    @Test("a value of another type names both types")
    func wrongType() {
        let (_, tester) = Self.animatingCounter()
        withKnownIssue {
            tester.advance {
                $0.evaluated("Counter", 0.833)
                $0.evaluated("Counter.body", .unchanged)
            }
        } matching: { issue in
            issue.text == "Counter's value in frame 1 (t = 0.017 s) is a Counter, not a Double: "
                + "Counter(value: 0.8333333333333333). Assert `$0.evaluated(\"Counter\", Counter(value: 0.833))`."
        }
    }

    @Test("a time edge that did not come or go")
    func timeEdge() {
        let (_, tester) = Self.animatingCounter()
        withKnownIssue {
            tester.advance {
                $0.skipRemainingEvaluations()
                $0.stopsDependingOnTime("Counter")
            }
        } matching: { issue in
            issue.text == "Expected Counter to stop depending on time in frame 1 (t = 0.017 s), but its "
                + "dependency on time did not change."
        }
    }

    @Test("non-exhaustive, showing skipped assertions: what was skipped is a known issue, not a failure")
    func showSkipped() {
        let (_, tester) = Self.animatingCounter(.off(showSkippedAssertions: true))
        // The tester records the skipped updates inside its own `withKnownIssue`: the test passes.
        tester.advance {
            $0.evaluated("Counter", Counter(value: 0.833))
        }
    }

    @Test("non-exhaustive still checks what is asserted")
    func nonExhaustiveChecks() {
        let (_, tester) = Self.animatingCounter(.off)
        withKnownIssue {
            tester.advance { $0.evaluated("Counter.body", "1") }
        } matching: { issue in
            issue.text.hasPrefix("Counter.body's value in frame 1 (t = 0.017 s) does not match expectation")
        }
    }

    @Test("an assertion closure that throws fails the step")
    func throwing() {
        // An error that says it was thrown on purpose: the known issue's text is printed.
        struct Thrown: Error, CustomStringConvertible {
            var description: String { "the error this test throws on purpose" }
        }
        let (_, tester) = Self.animatingCounter()
        withKnownIssue {
            tester.advance { _ in throw Thrown() }
        } matching: { issue in
            issue.text == "The step's assertions threw an error: the error this test throws on purpose"
        }
    }

    @Test("a graph that does not trace cannot be tested")
    func noTracing() {
        let graph = AnimationGraph(tracing: .off)
        _ = graph.rule(name: "one") { 1 }
        let tester = GraphTester(graph)
        withKnownIssue {
            tester.update()
        } matching: { issue in
            issue.text.hasPrefix("The step ran 1 ticks but the graph's trace kept 0 of them")
        }
    }

    @Test("an assertion by a name several nodes share lists them and says how to ask for one")
    func ambiguousName() {
        let graph = AnimationGraph()
        let level = graph.state(0.0, name: "level")
        let first = graph.rule(name: "x") { level.value + 1 }
        let second = graph.rule(name: "x") { level.value + 2 }
        let tester = GraphTester(graph)
        tester.update { $0.skipRemainingEvaluations() }
        let ids = (first.id.rawValue, second.id.rawValue)
        withKnownIssue {
            tester.apply({ level.value = 1 }) {
                $0.evaluated("x", 2.0)
                $0.skipRemainingEvaluations()
            }
        } matching: { issue in
            issue.text == """
                2 nodes are named 'x': 'x' (#\(ids.0)), 'x (2)' (#\(ids.1)). Assert one by \
                the name the trace shows it with, such as `$0.evaluated("x (2)", …)`, or by its handle.
                """
        }
        tester.apply({ level.value = 2 }) {
            $0.evaluated("x (2)", 4.0)
            $0.evaluated(first, 3.0)
        }
    }
}
