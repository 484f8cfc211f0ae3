import Animatic
import Testing

/// Phase animators on the engine: exact phases per frame, the animation each step carries, the
/// values the nodes below present, and the time edge.
@Suite("Phase animators")
struct PhaseAnimatorTests {
    /// The phases entered, one line each: `frame 6: 0 → 1 with linear(duration: 0.5)`.
    static func phasesEntered(_ graph: AnimationGraph) -> [String] {
        graph.trace.ticks.flatMap { tick in
            tick.events.compactMap { event -> String? in
                guard case .phaseEntered(_, let from, let to, let animation) = event else { return nil }
                return "frame \(tick.frame): \(from.formatted()) → \(to.formatted()) with \(animation ?? "nil")"
            }
        }
    }

    /// The value `node` presents at each of `frames` (advancing the graph to them in order), rounded
    /// to three decimals: `["30: 0.5", ...]`.
    static func values(of node: Node<Double>, at frames: [Int], on graph: AnimationGraph) -> [String] {
        frames.map { frame in
            graph.advance(to: Double(frame) / graph.framesPerSecond)
            return "\(frame): \(TraceValue(node.value).formatted())"
        }
    }

    /// A gauge: a level state, a triggered phase animator, and an animatable amplitude below it.
    struct Gauge {
        let graph = AnimationGraph()
        let level: StateNode<Double>
        let slosh: Node<Double>
        let amplitude: Node<Double>

        init(phases: [Double] = [0, 1, 0.4, 0], animation: @escaping (Double) -> Animation?) {
            level = graph.state(0.35, name: "level")
            let level = level
            slosh = graph.phaseAnimator(name: "slosh", phases: phases, trigger: { level.value }, animation: animation)
            let slosh = slosh
            amplitude = graph.animatable(name: "amplitude") { 10 * slosh.value }
            graph.update()
        }

        func tap(at time: Double) { graph.advance(to: time) { level.value += 0.2 } }
    }

    @Test("a trigger change runs through every phase once, each step waiting for its animation, then rests")
    func triggerRun() {
        let gauge = Gauge { phase in .linear(duration: phase == 1 ? 0.5 : 0.25) }
        let graph = gauge.graph
        #expect(gauge.slosh.value == 0)
        gauge.tap(at: 0.1)
        #expect(gauge.slosh.value == 1, "the node shows the target phase at once")
        #expect(gauge.amplitude.value == 0, "what animates starts where it was")
        // Step 1 animates 0 → 10 over frames 6–36; a timing curve is complete in the first frame past
        // its end (frame 37), where step 2 starts (10 → 4 until frame 52), then step 3 (4 → 0, frame
        // 53 to 68), then the run returns to the first phase, identical to the last: it passes at once.
        let values = Self.values(of: gauge.amplitude, at: [21, 36, 37, 45, 52, 53, 60, 68, 69], on: graph)
        #expect(values == ["21: 5", "36: 10", "37: 10", "45: 6.8", "52: 4", "53: 4", "60: 2.133", "68: 0", "69: 0"])
        #expect(
            Self.phasesEntered(graph) == [
                "frame 6: 0 → 1 with linear(duration: 0.5)",
                "frame 37: 1 → 0.4 with linear(duration: 0.25)",
                "frame 53: 0.4 → 0 with linear(duration: 0.25)",
                "frame 69: 0 → 0 with linear(duration: 0.25)",
            ])
        #expect(graph.isAnimating == false, "at rest the time edge is gone")
        #expect(gauge.slosh.value == 0)
        let before = graph.tickCount
        graph.advance(by: 1)
        #expect(Self.phasesEntered(graph).count == 4, "nothing moves until the trigger changes again")
        #expect(graph.tickCount == before + 60)
        #expect(graph.trace.ticks.last?.frameCount == 60, "the idle second is one skipped run")
    }

    @Test("each phase change reaches dependents in its own transaction, in the frame the last step completed")
    func transactionsPerStep() {
        let gauge = Gauge { _ in .linear(duration: 0.25) }
        gauge.tap(at: 0.1)
        gauge.graph.advance(to: 1)
        let ticks = gauge.graph.trace.ticks.filter { $0.frame == 22 }
        #expect(ticks.count == 2, "frame 22 completes step 1, then a second tick applies step 2")
        let secondTick = ticks.last?.events.map(\.description) ?? []
        #expect(
            secondTick.prefix(3).map { String($0.prefix(42)) } == [
                "slosh entered phase 0.4 from 1 with linear",
                // The tap's write is plain, so takes no number: step 1 was T1, step 2 is T2.
                "transaction T2 slosh phase 0.4, linear(dur",
                "set slosh.phase 1 → 0.4 in T2 slosh phase ",
            ])
    }

    @Test("without a trigger the phases cycle for ever: still animating after 10 s")
    func cyclesForEver() {
        let graph = AnimationGraph()
        let pulse = graph.phaseAnimator(name: "pulse", phases: [1.0, 1.5]) { _ in .easeInOut(duration: 0.5) }
        let scale = graph.animatable(name: "scale") { pulse.value }
        graph.advance(to: 10)
        #expect(graph.isAnimating)
        let entered = Self.phasesEntered(graph)
        // Each step lasts 30 frames and completes in the first frame past its end: one every 31.
        #expect(entered.count == 20, "steps at frames 0, 31, …, 589")
        #expect(
            Array(entered.prefix(3)) == [
                "frame 0: 1 → 1.5 with easeInOut(duration: 0.5)",
                "frame 31: 1.5 → 1 with easeInOut(duration: 0.5)",
                "frame 62: 1 → 1.5 with easeInOut(duration: 0.5)",
            ])
        #expect(entered.last == "frame 589: 1.5 → 1 with easeInOut(duration: 0.5)")
        #expect(Self.values(of: scale, at: [620, 635, 650], on: graph) == ["620: 1", "635: 1.25", "650: 1.5"])
        #expect(graph.isAnimating)
    }

    @Test("a nil animation: the phase is entered without animation and the next follows at the end of the frame")
    func nilAnimation() {
        let gauge = Gauge(phases: [0, 1, 2, 0]) { phase in phase == 1 ? nil : .linear(duration: 0.5) }
        let graph = gauge.graph
        gauge.tap(at: 0.1)
        #expect(
            Self.phasesEntered(graph) == [
                "frame 6: 0 → 1 with nil",
                "frame 6: 1 → 2 with linear(duration: 0.5)",
            ])
        #expect(graph.trace.ticks.filter { $0.frame == 6 }.count == 3, "level, phase 1 (jump), phase 2")
        // The amplitude jumped to 10 with phase 1, then animates from there to 20 with phase 2.
        #expect(gauge.amplitude.value == 10)
        let values = Self.values(of: gauge.amplitude, at: [21, 36, 37, 52, 67, 68], on: graph)
        #expect(values == ["21: 15", "36: 20", "37: 20", "52: 10", "67: 0", "68: 0"])
        #expect(
            Self.phasesEntered(graph).suffix(2) == [
                "frame 37: 2 → 0 with linear(duration: 0.5)",
                "frame 68: 0 → 0 with linear(duration: 0.5)",
            ])
        #expect(graph.isAnimating == false)
    }

    @Test("identical consecutive phases pass at once, in the frame the step before completed")
    func identicalPhases() {
        let gauge = Gauge(phases: [0, 1, 1, 0]) { _ in .linear(duration: 0.25) }
        gauge.tap(at: 0.1)
        gauge.graph.advance(to: 2)
        #expect(
            Self.phasesEntered(gauge.graph) == [
                "frame 6: 0 → 1 with linear(duration: 0.25)",
                "frame 22: 1 → 1 with linear(duration: 0.25)",
                "frame 22: 1 → 0 with linear(duration: 0.25)",
                "frame 38: 0 → 0 with linear(duration: 0.25)",
            ])
        // Each 0.25 s step is 15 frames and completes one frame after its duration, in frame 6 + 16 = 22
        // and 22 + 16 = 38: the elapsed time is counted in whole frames (16 / 60 s > 0.25 s), so where a
        // step starts does not change when it ends.
        #expect(gauge.graph.isAnimating == false)
    }

    @Test("phases [0, 1, 0] triggered again at phase 1: the opacity dips to 0 and rises again")
    func retriggerDips() {
        // A pulse: opacity follows the phase. Each step is linear(duration: 0.25), 15 frames, complete
        // in the 16th. Tap at frame 6: 0 → 1 until frame 21; step 2 (1 → 0) starts at frame 22. Tap
        // again at frame 12, mid-way up: the new run enters the first phase (the opacity turns back
        // down from 6/15 towards 0), then 1, then 0, as the first tap's run did from rest.
        let gauge = Gauge(phases: [0, 1, 0]) { _ in .linear(duration: 0.25) }
        let graph = gauge.graph
        gauge.tap(at: 0.1)
        gauge.tap(at: 0.2)
        #expect(gauge.slosh.value == 0)
        let values = Self.values(of: gauge.amplitude, at: [12, 20, 27, 28, 36, 43, 44, 52, 59], on: graph)
        // Frame 12: 10 · 6/15 = 4. The step down combines with the step up still running (linear
        // curves do not merge): at frame 20 the first is at 10 · 14/15 and the second takes that
        // 8/15 of the way to 0, 10 · 14/15 · 7/15 ≈ 4.356. Down to 0 by frame 27, complete at 28; up
        // to 10 by frame 43, complete at 44; down to 0 by frame 59.
        #expect(
            values == ["12: 4", "20: 4.356", "27: 0", "28: 0", "36: 5.333", "43: 10", "44: 10", "52: 4.667", "59: 0"])
        graph.advance(to: 1.2)
        #expect(
            Self.phasesEntered(graph) == [
                "frame 6: 0 → 1 with linear(duration: 0.25)",
                "frame 12: 1 → 0 with linear(duration: 0.25)",
                "frame 28: 0 → 1 with linear(duration: 0.25)",
                "frame 44: 1 → 0 with linear(duration: 0.25)",
                "frame 60: 0 → 0 with linear(duration: 0.25)",
            ])
    }

    @Test("a trigger change mid-run starts a new run from the first phase, from where the values are")
    func triggerChangeMidRun() {
        let gauge = Gauge { _ in .linear(duration: 0.25) }
        let graph = gauge.graph
        gauge.tap(at: 0.1)
        // Step 2 (1 → 0.4, amplitude 10 → 4) runs from frame 22 to 37; tap again at frame 28.
        gauge.tap(at: 28.0 / 60)
        #expect(gauge.slosh.value == 0, "a new run: the first phase is the target, then every other phase")
        #expect(abs(gauge.amplitude.value - 7.6) < 1e-9, "nothing jumps: 10 − 6 × 0.4 at the restart")
        graph.advance(to: 2)
        #expect(
            Self.phasesEntered(graph) == [
                "frame 6: 0 → 1 with linear(duration: 0.25)",
                "frame 22: 1 → 0.4 with linear(duration: 0.25)",
                "frame 28: 0.4 → 0 with linear(duration: 0.25)",
                "frame 44: 0 → 1 with linear(duration: 0.25)",
                "frame 60: 1 → 0.4 with linear(duration: 0.25)",
                "frame 76: 0.4 → 0 with linear(duration: 0.25)",
                "frame 92: 0 → 0 with linear(duration: 0.25)",
            ])
        #expect(graph.isAnimating == false)
        #expect(gauge.amplitude.value == 0)
    }

    @Test("an empty phase list is an error that says what to pass")
    func emptyPhases() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            _ = graph.phaseAnimator(name: "slosh", phases: [Double]())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("phaseAnimator(name: \"slosh\", phases: []): a phase animator needs at least one phase"))
        #expect(message.contains("such as [0, 1, 0]"))
    }

    @Test("steps that take no time enter at most one whole cycle per frame")
    func zeroTimeStepsAreBounded() {
        let graph = AnimationGraph()
        let blink = graph.phaseAnimator(name: "blink", phases: [false, true]) { _ in nil }
        _ = graph.rule(name: "view") { blink.value ? "on" : "off" }
        graph.advance(to: 2.0 / 60)
        #expect(
            Self.phasesEntered(graph) == [
                "frame 0: false → true with nil", "frame 0: true → false with nil",
                "frame 1: false → true with nil", "frame 1: true → false with nil",
                "frame 2: false → true with nil", "frame 2: true → false with nil",
            ])
    }
}
