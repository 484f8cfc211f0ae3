import Animatic
import Testing

/// Removing a sequencer stops everything it owns: no phase is entered, no transaction opened, no
/// completion fired afterwards, and the frames that follow are idle.
@Suite("Removing sequencers")
struct SequencerRemovalTests {
    struct Dot: Animatable, Equatable {
        var scale: Double
        var animatableData: Double {
            get { scale }
            set { scale = newValue }
        }
    }

    static func isBusy(_ event: TraceEvent) -> Bool {
        switch event {
        case .phaseEntered, .transactionOpened, .completionFired, .set, .evaluated: true
        default: false
        }
    }

    @Test("a removed cycling phase animator and the node it drives stop: later frames are idle")
    func cyclingPhaseAnimator() {
        let graph = AnimationGraph(tracing: .unbounded)
        let pulse = graph.phaseAnimator(name: "pulse", phases: [1.0, 1.2]) { _ in .easeInOut(duration: 0.5) }
        let dot = graph.animatable(name: "Dot") { Dot(scale: pulse.value) }
        graph.advance(to: 1.2)
        #expect(graph.isAnimating)
        graph.remove(dot.id)
        graph.remove(pulse.id)
        let removedAt = graph.tickCount
        graph.advance(by: 10)
        let later = graph.trace.ticks(overlapping: removedAt..<graph.tickCount)
        let busy = later.flatMap(\.events).filter(Self.isBusy)
        #expect(busy.isEmpty, "after removal: \(busy.map(\.description))")
        #expect(!graph.isAnimating)
        #expect(later.count <= 2, "the ten seconds are one idle run after at most one frame that finishes")
        #expect(graph.dependencyGraph.nodes.map { graph.dependencyGraph.name(of: $0) } == ["time"])
    }

    @Test("a removed phase animator with a trigger ignores later trigger changes")
    func triggeredPhaseAnimator() {
        let graph = AnimationGraph(tracing: .unbounded)
        let level = graph.state(0, name: "level")
        let slosh = graph.phaseAnimator(name: "slosh", phases: [0.0, 1, 0], trigger: { level.value }) { _ in
            .linear(duration: 0.5)
        }
        let wave = graph.animatable(name: "Wave") { Dot(scale: slosh.value) }
        graph.update()
        graph.advance(to: 0.1) { level.value = 1 }
        graph.remove(slosh.id)
        graph.remove(wave.id)
        let removedAt = graph.tickCount
        graph.advance(to: 0.5) { level.value = 2 }
        graph.advance(by: 5)
        let phases = graph.trace.ticks(overlapping: removedAt..<graph.tickCount).flatMap(\.events).filter {
            if case .phaseEntered = $0 { true } else { false }
        }
        #expect(phases.isEmpty)
        #expect(!graph.isAnimating)
    }

    @Test("a removed keyframe animator takes its trigger's rule with it")
    func keyframeAnimator() {
        let graph = AnimationGraph(tracing: .unbounded)
        let tap = graph.state(0, name: "tap")
        let wiggle = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { tap.value }) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 0.5)
            }
        }
        graph.update()
        graph.advance(to: 0.1) { tap.value = 1 }
        graph.remove(wiggle.id)
        let names = graph.dependencyGraph.nodes.map { graph.dependencyGraph.name(of: $0) }
        #expect(names == ["time", "tap"])
        graph.advance(by: 2)
        #expect(!graph.isAnimating)
    }

    /// A keyframe value that is not `Equatable`: every evaluation counts as a change.
    struct Pose {
        var angle = 0.0
    }

    @Test("removing sequencers drops their drivers, trigger links and internal nodes, whatever their value type")
    func registrations() {
        let graph = AnimationGraph(tracing: .off)
        let tap = graph.state(0, name: "tap")
        let pulse = graph.phaseAnimator(name: "pulse", phases: [1.0, 1.2]) { _ in .linear(duration: 0.5) }
        let slosh = graph.phaseAnimator(name: "slosh", phases: [0.0, 1], trigger: { tap.value }) { _ in nil }
        let wiggle = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { tap.value }) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 0.5) }
        }
        let pose = graph.keyframeAnimator(name: "pose", initialValue: Pose(), trigger: { tap.value }) {
            KeyframeTrack(\.angle) { LinearKeyframe(90.0, duration: 0.5) }
        }
        let spin = graph.keyframeAnimator(name: "spin", initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(360.0, duration: 1) }
        }
        #expect(graph.sequencerNodes == [pulse.id, slosh.id, wiggle.id, pose.id, spin.id])
        #expect(graph.sequencerTriggers.count == 3)
        graph.advance(to: 0.2) { tap.value = 1 }
        for node in [pulse.id, slosh.id, wiggle.id, pose.id, spin.id] { graph.remove(node) }
        #expect(graph.sequencerNodes.isEmpty)
        #expect(graph.sequencerTriggers.isEmpty)
        #expect(graph.dependencyGraph.nodes.map { graph.dependencyGraph.name(of: $0) } == ["time", "tap"])
        graph.advance(by: 3)
        #expect(!graph.isAnimating)
    }
}
