import AnimaticUI
import Testing

/// A bar moved through three phases, 100 points per unit, each step a 0.5 s linear animation.
private struct Stepper: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            PhaseAnimator([0.0, 1, 0.5], trigger: taps) { phase in
                Rectangle().offset(x: 100 * phase)
            } animation: { _ in
                .linear(duration: 0.5)
            }
            Button("step") { taps += 1 }
        }
    }
}

/// A dot that cycles between two scales for ever, as the modifier form.
private struct Pulse: View {
    var body: some View {
        Circle()
            .phaseAnimator([1.0, 2.0]) { content, scale in
                content.scaleEffect(scale)
            } animation: { _ in
                .linear(duration: 1)
            }
    }
}

private func offset(_ host: ViewHost, atFrame frame: Int) -> Double? {
    host.value(of: "offset", atFrame: frame, as: _OffsetEffect.self).map { Double($0.offset.width) }
}

@Suite("PhaseAnimator")
struct PhaseAnimatorTests {
    // A tap is applied at the time it is made: after frame 0, in another pass of frame 0, where the
    // animator enters phase 1. Each step's 0.5 s linear animation shows its end value 30 frames
    // later, and (the engine's rule for a step) completes in the first frame past its end, 31
    // frames after it started: steps start in frames 0, 31 and 62, and the run ends in frame 93.
    @Test("a trigger runs the phases once, each step after the last one completes")
    func triggeredRun() throws {
        let host = ViewHost(Stepper())
        host.update()
        #expect(host.value(of: "PhaseAnimator", atFrame: 0, as: Double.self) == 0)
        #expect(!host.isAnimating)
        host.tap("step")
        host.advance(toFrame: 120)

        let phases = host.trace.samples(of: "PhaseAnimator").map { ($0.frame, $0.value.number ?? .nan) }
        #expect(phases.map(\.0) == [0, 0, 31, 62])
        #expect(phases.map(\.1) == [0, 1, 0.5, 0])
        // The content closure runs once per phase, and never between.
        #expect(host.framesEvaluating("PhaseAnimator.content") == [0, 31, 62])

        // Step 1, 0 → 100 from frame 0: 15 frames (0.25 s) in, half way.
        #expect(try #require(offset(host, atFrame: 15)).isApproximately(50))
        #expect(try #require(offset(host, atFrame: 30)).isApproximately(100))
        // Step 2, 100 → 50 from frame 31: at frame 46, 100 − 50 × 0.5.
        #expect(try #require(offset(host, atFrame: 46)).isApproximately(75))
        // Step 3, 50 → 0 from frame 62: at frame 86, 50 − 50 × 24/30.
        #expect(try #require(offset(host, atFrame: 86)).isApproximately(10))
        #expect(try #require(offset(host, atFrame: 92)).isApproximately(0))
        // The run is over: nothing depends on time after frame 93, and the frames after were idle.
        #expect(!host.isAnimating)
        #expect(host.framesEvaluating("offset").last == 93)
        #expect(host.trace.ticks.last { $0.frame <= 120 && $0.frame > 93 }?.isIdle == true)
    }

    @Test("a trigger change in the middle of a run starts it again from the first phase")
    func restart() throws {
        let host = ViewHost(Stepper())
        host.update()
        host.tap("step")
        host.advance(toFrame: 39)
        host.tap("step")  // applied in frame 39, during the step to 0.5 (entered in frame 31)
        host.advance(toFrame: 200)

        let phases = host.trace.samples(of: "PhaseAnimator").map { ($0.frame, $0.value.number ?? .nan) }
        // The restart enters the first phase at once; its completion goes on to the second.
        #expect(phases.map(\.1) == [0, 1, 0.5, 0, 1, 0.5, 0])
        #expect(phases.map(\.0) == [0, 0, 31, 39, 70, 101, 132])
        #expect(try #require(offset(host, atFrame: 200)).isApproximately(0))
        #expect(!host.isAnimating)
    }

    // Without a trigger the animator enters phase 2.0 once its content has appeared (frame 0), and
    // each 1 s step completes in the first frame past its end: 1 → 2 over frames 0–60, 2 → 1 over
    // 61–121, 1 → 2 from 122.
    @Test("without a trigger the phases cycle for ever, and the modifier form scales its content")
    func cycles() throws {
        let host = ViewHost(Pulse())
        host.update()
        host.advance(toFrame: 160)
        let scale = { (frame: Int) in
            host.value(of: "scaleEffect", atFrame: frame, as: _ScaleEffect.self).map { Double($0.scale.width) }
        }
        #expect(try #require(scale(30)).isApproximately(1.5))
        #expect(try #require(scale(60)).isApproximately(2))
        #expect(try #require(scale(61)).isApproximately(2))
        #expect(try #require(scale(76)).isApproximately(1.75))
        #expect(try #require(scale(152)).isApproximately(1.5))
        #expect(host.isAnimating)
        #expect(host.framesEvaluating("PhaseAnimator.content") == [0, 61, 122])
        // The circle is the placeholder's: built once, outside the content, never re-run.
        #expect(host.framesEvaluating("Circle") == [0])
    }
}

extension Double {
    /// Whether the value is within 1e-9 of `expected`.
    func isApproximately(_ expected: Double) -> Bool { abs(self - expected) <= 1e-9 }
}
