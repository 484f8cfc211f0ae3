import Animatic
import Testing

/// Keyframe animators on the engine: values at keyframe boundaries and in between, runs per
/// trigger, repetition, and the time edge.
@Suite("Keyframe animators")
struct KeyframeAnimatorTests {
    /// The value `node` has at each of `frames` (advancing the graph to them in order), rounded to
    /// three decimals: `["30: 0.5", ...]`.
    static func values(of node: Node<Double>, at frames: [Int], on graph: AnimationGraph) -> [String] {
        frames.map { frame in
            graph.advance(to: Double(frame) / graph.framesPerSecond)
            return "\(frame): \(TraceValue(node.value).formatted())"
        }
    }

    /// The keyframe runs started and finished, one line each: `frame 30: started`.
    static func runs(_ graph: AnimationGraph) -> [String] {
        graph.trace.ticks.flatMap { tick in
            tick.events.compactMap { event -> String? in
                switch event {
                case .keyframesStarted: "frame \(tick.frame): started"
                case .keyframesFinished: "frame \(tick.frame): finished"
                default: nil
                }
            }
        }
    }

    /// Up to 10 in 1 s, back to 0 in 0.5 s.
    @KeyframesBuilder<Double>
    static func rise() -> some Keyframes<Double> {
        KeyframeTrack {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(0.0, duration: 0.5)
        }
    }

    @Test("with a trigger: the initial value at rest, one run per change, values at and between keyframes")
    func oncePerTrigger() {
        let graph = AnimationGraph()
        let taps = graph.state(0, name: "taps")
        let node = graph.keyframeAnimator(name: "rise", initialValue: 0.0, trigger: { taps.value }) { Self.rise() }
        graph.advance(to: 0.25)
        #expect(node.value == 0)
        #expect(graph.isAnimating == false, "no time edge before the trigger changes")
        graph.advance(to: 0.5) { taps.value += 1 }
        #expect(graph.isAnimating)
        // The run starts at frame 30: the first keyframe ends at frame 90, the second at frame 120.
        let values = Self.values(of: node, at: [30, 45, 60, 90, 105, 119, 120, 150], on: graph)
        #expect(values == ["30: 0", "45: 2.5", "60: 5", "90: 10", "105: 5", "119: 0.333", "120: 0", "150: 0"])
        #expect(graph.isAnimating == false, "the time edge is dropped when the run ends")
        graph.advance(to: 3) { taps.value += 1 }
        #expect(Self.values(of: node, at: [210, 240, 270], on: graph) == ["210: 5", "240: 10", "270: 0"])
        #expect(
            Self.runs(graph) == [
                "frame 30: started", "frame 120: finished", "frame 180: started", "frame 270: finished",
            ])
    }

    @Test("a trigger change while playing restarts the run from the beginning")
    func restartMidRun() {
        let graph = AnimationGraph()
        let taps = graph.state(0, name: "taps")
        let node = graph.keyframeAnimator(name: "rise", initialValue: 0.0, trigger: { taps.value }) { Self.rise() }
        graph.advance(to: 0) { taps.value += 1 }
        graph.advance(to: 0.5)
        #expect(node.value == 5)
        graph.advance(to: 0.75) { taps.value += 1 }
        #expect(node.value == 0, "back to the start of the timeline")
        // The new run starts at frame 45: 10 at frame 105, 0 again at frame 135.
        #expect(Self.values(of: node, at: [75, 105, 120, 135], on: graph) == ["75: 5", "105: 10", "120: 5", "135: 0"])
        #expect(Self.runs(graph) == ["frame 0: started", "frame 45: started", "frame 135: finished"])
    }

    @Test("without a trigger it repeats from the first frame, for ever by default")
    func repeats() {
        let graph = AnimationGraph()
        let node = graph.keyframeAnimator(name: "rise", initialValue: 0.0) { Self.rise() }
        let values = Self.values(of: node, at: [0, 30, 60, 75, 90, 120, 600, 615], on: graph)
        #expect(values == ["0: 0", "30: 5", "60: 10", "75: 5", "90: 0", "120: 5", "600: 10", "615: 5"])
        #expect(graph.isAnimating, "still playing after 10 s")
        #expect(Array(Self.runs(graph).prefix(3)) == ["frame 0: started", "frame 90: finished", "frame 90: started"])
    }

    @Test("repeating: false plays once, holds the end value and drops the time edge")
    func playsOnce() {
        let graph = AnimationGraph()
        let node = graph.keyframeAnimator(name: "rise", initialValue: 0.0, repeating: false) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
            }
        }
        #expect(
            Self.values(of: node, at: [0, 30, 60, 61, 120], on: graph) == [
                "0: 0", "30: 5", "60: 10", "61: 10", "120: 10",
            ])
        #expect(graph.isAnimating == false)
        #expect(Self.runs(graph) == ["frame 0: started", "frame 60: finished"])
    }

    @Test("a spring keyframe, a cubic pair and a move, sampled at the boundaries")
    func keyframeKinds() {
        let graph = AnimationGraph()
        let node = graph.keyframeAnimator(name: "mixed", initialValue: 0.0, repeating: false) {
            KeyframeTrack {
                MoveKeyframe(4.0)
                CubicKeyframe(8.0, duration: 0.5)
                CubicKeyframe(2.0, duration: 0.5)
                SpringKeyframe(6.0, duration: 0.5, spring: .smooth)
            }
        }
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                MoveKeyframe(4.0)
                CubicKeyframe(8.0, duration: 0.5)
                CubicKeyframe(2.0, duration: 0.5)
                SpringKeyframe(6.0, duration: 0.5, spring: .smooth)
            }
        }
        for frame in [0, 15, 30, 45, 60, 75, 90] {
            graph.advance(to: Double(frame) / 60)
            #expect(abs(node.value - timeline.value(time: Double(frame) / 60)) < 1e-12, "frame \(frame)")
        }
        #expect(node.value == timeline.value(time: timeline.duration), "after the run it holds the end value")
        #expect(graph.isAnimating == false)
    }

    @Test("a run whose trigger change is first read between frames starts at the time it was read")
    func readBetweenFrames() {
        let graph = AnimationGraph()
        let taps = graph.state(0, name: "taps")
        let wiggle = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { taps.value }) {
            KeyframeTrack { LinearKeyframe(6.0, duration: 0.5) }
        }
        graph.advance(to: 0.1)
        taps.value = 1
        #expect(wiggle.value == 0, "read at 0.1 s, outside any frame: the run starts")
        graph.advance(to: 0.35)
        #expect(abs(wiggle.value - 3) < 1e-9, "0.25 s into the 0.5 s linear keyframe from 0 to 6: \(wiggle.value)")
        graph.advance(to: 1)
        #expect(wiggle.value == 6)
        #expect(!graph.isAnimating)
        #expect(Self.runs(graph) == ["frame 6: started", "frame 36: finished"])
    }
}
