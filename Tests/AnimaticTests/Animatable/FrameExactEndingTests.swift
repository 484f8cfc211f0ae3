import Animatic
import Testing

/// When a timing curve ends, to the frame: its elapsed time is counted in whole frames, so the frame
/// of its last value, of "finished" and of its completion handler depend only on how many frames the
/// duration spans, never on where it started or how `now - start` would round.
@Suite("Endings exact to the frame")
struct FrameExactEndingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let framesPerSecond: Int
        let startFrame: Int
        /// The duration in milliseconds, so the oracle below is integer arithmetic.
        let milliseconds: Int

        var testDescription: String { "\(milliseconds) ms from frame \(startFrame) at \(framesPerSecond) fps" }
    }

    static let cases: [Case] = {
        var cases: [Case] = []
        for framesPerSecond in [24, 30, 50, 60, 90, 120, 144] {
            for milliseconds in [100, 250, 300, 350, 1000, 1234, 2000] {
                for startTime in [0.0, 0.1, 0.7, 1.5, 1.6, 3.3] {
                    let startFrame = Int((startTime * Double(framesPerSecond)).rounded())
                    cases.append(
                        Case(framesPerSecond: framesPerSecond, startFrame: startFrame, milliseconds: milliseconds))
                }
            }
        }
        return cases
    }()

    @Test("a linear animation shows its last value at its duration and finishes in the frame after", arguments: cases)
    func linearEnding(_ testCase: Case) throws {
        let fps = testCase.framesPerSecond
        let graph = AnimationGraph(framesPerSecond: Double(fps))
        let value = graph.state(0.0, name: "value")
        let node = graph.animatable(name: "Counter") { value.value }
        _ = node.value
        let duration = Double(testCase.milliseconds) / 1000
        var completionFrame: Int?
        graph.advance(to: Double(testCase.startFrame) / Double(fps)) {
            graph.withAnimation(.linear(duration: duration)) {
                value.value = 1
            } completion: {
                completionFrame = graph.frame
            }
        }
        try #require(graph.frame == testCase.startFrame)

        // The oracle, in whole numbers: frame n of the run is at n / fps seconds. The curve answers a
        // value while n / fps <= duration and finishes once n / fps > duration.
        let spanned = testCase.milliseconds * fps  // duration × fps × 1000
        let lastInside = spanned / 1000  // the last n with n / fps <= duration
        let expectedFinish = testCase.startFrame + lastInside + 1
        let expectedLastValue = testCase.startFrame + (spanned % 1000 == 0 ? lastInside : lastInside + 1)

        var lastValueFrame: Int?
        var finishFrame: Int?
        for frame in (testCase.startFrame + 1)...(expectedFinish + 2) {
            graph.advance(to: Double(frame) / Double(fps))
            if lastValueFrame == nil && node.value == 1 { lastValueFrame = frame }
            if finishFrame == nil && !graph.isAnimating { finishFrame = frame }
            if lastValueFrame == nil {
                #expect(node.value < 1, "frame \(frame) presents \(node.value) before the end")
            }
        }
        #expect(lastValueFrame == expectedLastValue, "the frame that first presents exactly 1")
        #expect(finishFrame == expectedFinish, "the frame where the animation finished and the time edge went")
        #expect(completionFrame == expectedFinish, "the frame where the completion handler ran")
    }

    @Test("tapped at 0.1 s, 1.5 s or 1.6 s, a 0.3 s animation ends 18 frames later and finishes 19 frames later")
    func counterTaps() {
        for tap in [6, 90, 96] {
            let graph = AnimationGraph()
            let value = graph.state(0.0, name: "value")
            let node = graph.animatable(name: "Counter") { value.value }
            _ = node.value
            graph.advance(to: Double(tap) / 60) {
                graph.withAnimation(.linear(duration: 0.3)) { value.value = 1 }
            }
            graph.advance(to: Double(tap + 17) / 60)
            #expect(node.value < 1, "tap at frame \(tap): frame \(tap + 17) is 17/18 of the way")
            graph.advance(to: Double(tap + 18) / 60)
            #expect(node.value == 1, "tap at frame \(tap): 18 frames are exactly 0.3 s")
            #expect(graph.isAnimating, "tap at frame \(tap): t == duration is not past the end")
            graph.advance(to: Double(tap + 19) / 60)
            #expect(!graph.isAnimating, "tap at frame \(tap): finished one frame after the duration")
            // A value that rounds to "1" a frame before it is exactly 1 would print "1 → 1" as a change.
            #expect(!graph.trace.timeline().contains("1 → 1"), "tap at frame \(tap): one last value, not two")
        }
    }
}
