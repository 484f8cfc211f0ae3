import Animatic
import AnimaticTestFixtures
import AnimaticTesting
import Testing

/// The steps beyond frames and animations: a transaction of one's own, a completion handler's
/// frame, a removed node, and a sequencer whose internal nodes the test did not build.
@Suite("GraphTester: transactions, completions, removals, sequencers")
struct GraphTesterStepsTests {
    /// The counter scene with a caption that a completion handler sets.
    struct CaptionedCounter {
        let scene = CounterScene()
        let caption: StateNode<String>
        let label: Node<String>

        init() {
            let caption = scene.graph.state("", name: "caption")
            self.caption = caption
            label = scene.graph.rule(name: "label") { caption.value.uppercased() }
        }
    }

    @Test("withTransaction without an animation: the counter jumps, nothing depends on time")
    func transactionWithoutAnimation() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        let opened = tester.withTransaction(Transaction()) {
            scene.value.value = 5
        } assert: {
            $0.evaluated(scene.counter, Counter(value: 5))
            $0.evaluated(scene.body, "5")
        }
        #expect(opened.label == "withTransaction(nil)")
        #expect(!scene.graph.isAnimating)
        tester.advance()
    }

    @Test("withTransaction with an animation animates, like withAnimation")
    func transactionAnimating() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        tester.withTransaction(Transaction(animation: .linear(duration: 0.1))) {
            scene.value.value = 6
        } assert: {
            $0.evaluated(scene.counter, .unchanged)
            $0.startsDependingOnTime("Counter")
        }
        // Linear over 6 frames: one sixth of the way per frame.
        tester.advance {
            $0.evaluated(scene.counter, Counter(value: 6.0 / 6))
            $0.evaluated(scene.body, "1")
        }
    }

    @Test("the frame where a completion handler runs asserts the handler and what it changed")
    func completion() {
        let captioned = CaptionedCounter()
        let scene = captioned.scene
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        let tap = tester.withAnimation(.linear(duration: 0.1)) {
            scene.value.value = 5
        } completion: {
            captioned.caption.value = "done"
        } assert: {
            $0.evaluated(scene.counter, .unchanged)
            $0.startsDependingOnTime("Counter")
        }
        tester.advance(untilCompletionOf: tap) {
            $0.evaluated(scene.counter, Counter(value: 5))
            $0.evaluated(scene.body, "5")
            $0.stopsDependingOnTime("Counter")
            $0.completionFired(tap)
            $0.evaluated(captioned.label, "DONE")
            // The handler runs at the end of the frame where the animation ends, and its write
            // runs a second tick in that frame.
            let frames = $0.ticks.suffix(2).map(\.frame)
            #expect(frames.count == 2 && frames.first == frames.last)
            #expect($0.completions.map(\.transaction) == [tap])
        }
        #expect(!scene.graph.isAnimating)
        tester.advance()
    }

    @Test("a completion by its number, as the timeline shows it")
    func completionByNumber() {
        let captioned = CaptionedCounter()
        let scene = captioned.scene
        let tester = GraphTester(scene.graph, exhaustivity: .off)
        tester.update()
        // A transaction that animates nothing completes at the end of the frame that applies it:
        // the opened transactions are numbered from 1, as the timeline numbers them.
        tester.withAnimation(nil) {
            scene.value.value = 2
        } completion: {
            captioned.caption.value = "now"
        } assert: {
            $0.completionFired(transaction: 1)
            $0.evaluated(captioned.label, "NOW")
        }
    }

    @Test("removing an animating node finishes its animation and fires its completion")
    func removal() {
        let captioned = CaptionedCounter()
        let scene = captioned.scene
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        let tap = tester.withAnimation(.linear(duration: 1)) {
            scene.value.value = 5
        } completion: {
            captioned.caption.value = "gone"
        } assert: {
            $0.evaluated(scene.counter, .unchanged)
            $0.startsDependingOnTime("Counter")
        }
        tester.remove(scene.body.id, scene.counter.id) {
            $0.completionFired(tap)
            $0.evaluated(captioned.label, "GONE")
            #expect($0.removed.map(\.name) == ["Counter.body", "Counter"])
        }
        #expect(!scene.graph.isAnimating)
    }

    @Test("a phase animator's trigger and phase nodes need no assertion; its own node does")
    func sequencerInternals() {
        let graph = AnimationGraph(tracing: .unbounded)
        let taps = graph.state(0, name: "taps")
        let pulse = graph.phaseAnimator(name: "pulse", phases: [0.0, 1], trigger: { taps.value }) { _ in
            .linear(duration: 0.05)
        }
        let size = graph.animatable(name: "size") { 10 + 10 * pulse.value }
        let tester = GraphTester(graph)
        tester.update {
            $0.evaluated(pulse, 0)
            $0.evaluated(size, 10)
        }
        tester.apply({ taps.value = 1 }) {
            $0.evaluated(pulse, 1)
            $0.evaluated(size, .unchanged)
            $0.startsDependingOnTime("size")
            #expect($0.update(of: "pulse.trigger") != nil)
        }
    }

    @Test("a keyframe animator's trigger node needs no assertion")
    func keyframeTrigger() {
        let graph = AnimationGraph(tracing: .unbounded)
        let taps = graph.state(0, name: "taps")
        let rise = graph.keyframeAnimator(name: "rise", initialValue: 0.0, trigger: { taps.value }) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
        }
        let tester = GraphTester(graph)
        tester.update { $0.evaluated(rise, 0) }
        tester.apply({ taps.value = 1 }) {
            $0.evaluated(rise, .unchanged)
            $0.startsDependingOnTime("rise")
            #expect($0.update(of: "rise.trigger") != nil)
        }
        // Linear to 10 in 1 s: 10 / 60 a frame.
        tester.advance { $0.evaluated(rise, 10.0 / 60) }
    }

    @Test("an unasserted completion is listed with the assertion to add")
    func unassertedCompletion() {
        let captioned = CaptionedCounter()
        let scene = captioned.scene
        let tester = GraphTester(scene.graph)
        tester.update { $0.skipRemainingEvaluations() }
        withKnownIssue {
            tester.withAnimation(nil) {
                scene.value.value = 2
            } completion: {
            } assert: {
                $0.evaluated(scene.counter, Counter(value: 2))
                $0.evaluated(scene.body, "2")
            }
        } matching: { issue in
            issue.text == """
                The step ran frame 0 (t = 0.000 s) and made 1 update that was not asserted:
                  the completion of T1 withAnimation(nil) fired
                    Add `$0.completionFired(transaction: 1)`

                Assert each update, or call `$0.skipRemainingEvaluations()`, or set `tester.exhaustivity = .off`.
                """
        }
    }

    @Test("a completion that did not fire says which did")
    func missingCompletion() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph, exhaustivity: .off)
        tester.update()
        let tap = tester.withAnimation(.linear(duration: 1)) {
            scene.value.value = 2
        } completion: {
        }
        withKnownIssue {
            tester.advance { $0.completionFired(tap) }
        } matching: { issue in
            issue.text == "Expected the completion of T\(tap.id) withAnimation(linear(duration: 1)) to fire in "
                + "frame 1 (t = 0.017 s), but no completion handler ran."
        }
    }

    @Test("waiting for a completion that never comes fails at the timeout")
    func completionTimeout() {
        let scene = CounterScene()
        let tester = GraphTester(scene.graph, exhaustivity: .off)
        tester.update()
        let tap = tester.withAnimation(.linear(duration: 1).repeatForever()) {
            scene.value.value = 2
        } completion: {
        }
        withKnownIssue {
            tester.advance(untilCompletionOf: tap, timeout: 0.5)
        } matching: { issue in
            issue.text.hasPrefix(
                "The completion of T\(tap.id) withAnimation(linear(duration: 1).repeatForever(autoreverses: true)) "
                    + "did not fire within 0.5 s (by frame 30).")
        }
        #expect(scene.graph.frame == 30)
    }
}
