import Animatic
import Testing

/// A sequencer's trigger: its value when the animator is created is the baseline, so every later
/// change runs the animator, even one written before the first frame.
@Suite("Sequencer trigger baselines")
struct TriggerBaselineTests {
    static func phasesEntered(_ graph: AnimationGraph) -> [String] {
        graph.trace.ticks.flatMap { tick in
            tick.events.compactMap { event -> String? in
                guard case .phaseEntered(_, let from, let to, _) = event else { return nil }
                return "frame \(tick.frame): \(from.formatted()) → \(to.formatted())"
            }
        }
    }

    @Test("a phase animator pulled, then its trigger written, then update(): the run starts", arguments: [true, false])
    func phaseAnimatorWriteBeforeFirstFrame(pullFirst: Bool) {
        let graph = AnimationGraph()
        let level = graph.state(0, name: "level")
        let slosh = graph.phaseAnimator(name: "slosh", phases: [0.0, 1], trigger: { level.value }) { _ in
            .linear(duration: 0.1)
        }
        let shown = graph.animatable(name: "shown") { slosh.value * 10 }
        if pullFirst { #expect(shown.value == 0) }
        level.value = 1
        graph.update()
        #expect(slosh.value == 1, "the write after creation is a trigger change: phase 1 is entered")
        #expect(graph.isAnimating, "shown animates towards 10")
        graph.advance(to: 1)
        #expect(shown.value == 0)
        #expect(Self.phasesEntered(graph) == ["frame 0: 0 → 1", "frame 7: 1 → 0"])
    }

    @Test("a trigger written back to its baseline before the first frame runs nothing")
    func phaseAnimatorUnchangedTrigger() {
        let graph = AnimationGraph()
        let level = graph.state(0, name: "level")
        let slosh = graph.phaseAnimator(name: "slosh", phases: [0.0, 1], trigger: { level.value }) { _ in
            .linear(duration: 0.1)
        }
        level.value = 2
        level.value = 0
        graph.advance(to: 1)
        #expect(slosh.value == 0)
        #expect(Self.phasesEntered(graph).isEmpty)
    }

    @Test("a keyframe animator whose trigger is written before the first frame plays", arguments: [true, false])
    func keyframeAnimatorWriteBeforeFirstFrame(pullFirst: Bool) {
        let graph = AnimationGraph()
        let taps = graph.state(0, name: "taps")
        let wiggle = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { taps.value }) {
            KeyframeTrack { LinearKeyframe(6.0, duration: 0.5) }
        }
        if pullFirst { #expect(wiggle.value == 0) }
        taps.value = 1
        graph.update()
        #expect(graph.isAnimating, "the write after creation plays the keyframes")
        graph.advance(to: 0.25)
        #expect(wiggle.value == 3, "halfway through the 0.5 s linear keyframe from 0 to 6")
        graph.advance(to: 1)
        #expect(wiggle.value == 6)
        #expect(!graph.isAnimating)
    }
}
