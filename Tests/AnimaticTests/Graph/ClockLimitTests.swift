import Animatic
import Testing

/// Frame rates and times the clock cannot count are errors that say what the limit is.
@Suite("Clock limits")
struct ClockLimitTests {
    static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("the maximum frame rate is accepted and runs")
    func maximumFrameRate() {
        let graph = AnimationGraph(framesPerSecond: AnimationGraph.maximumFramesPerSecond)
        graph.advance(by: 0.01)
        #expect(graph.frame == 10)
    }

    @Test("a frame rate above the maximum is an error naming the maximum")
    func frameRateAboveMaximum() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AnimationGraph(framesPerSecond: 1e300)
        }
        #expect(
            Self.message(result).contains(
                "AnimationGraph(framesPerSecond: 1e+300): the frame rate is above the maximum of 1000 frames per "
                    + "second (AnimationGraph.maximumFramesPerSecond)."))
    }

    @Test("a time whose frame number the clock cannot count is an error")
    func timePastLastFrame() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let graph = AnimationGraph()
            graph.advance(by: 1e300)
        }
        #expect(
            Self.message(result).contains(
                "advance(to:): 1e+300 s is past the last frame the clock counts (frame 2⁵³, AnimationGraph.maximumFrame, "
                    + "at 150119987579017 s at 60 frames per second). Advance to an earlier time."))
    }

    @Test("the last frame the clock counts is reachable")
    func lastFrame() {
        let graph = AnimationGraph(framesPerSecond: 1)
        graph.advance(to: Double(AnimationGraph.maximumFrame - 1))
        #expect(graph.frame == AnimationGraph.maximumFrame - 1)
    }
}
