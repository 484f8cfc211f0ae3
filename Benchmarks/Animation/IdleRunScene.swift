import Animatic
import Foundation

/// The idle-run rows: a counter graph advanced for a long time, idle (nothing depends on time,
/// so the clock skips to the end) or with an animation running all the way (one frame at a time).
enum IdleRunScene {
    /// The median wall time, in seconds, of advancing a counter graph by `seconds`
    /// after its one-second animation ended (`animating: false`) or while an animation longer than
    /// the run plays (`animating: true`), in both cases after a warm-up advance.
    static func measure(seconds: Double, animating: Bool, runs: Int) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let graph = AnimationGraph(tracing: .lastTicks(1_000))
            let value = graph.state(0.0, name: "value")
            let counter = graph.animatable(name: "Counter") { value.value }
            _ = graph.rule(name: "Counter.body") { "\(Int(counter.value))" }
            graph.update()
            graph.withAnimation(.linear(duration: animating ? 1e12 : 1)) { value.value = 100 }
            // Idle: the animation ends first. Animating: the run is timed past its start, with the
            // trace's window of the last 1,000 ticks already full, so that what it measures is the
            // steady cost of a frame (the first frames also grow the trace's buffers).
            graph.advance(by: animating ? 20 : 2)
            // An idle advance takes about a microsecond, an animating second tens: time a thousand
            // or ten in a row, each of `seconds`.
            let repeats = animating ? 10 : 1_000
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<repeats { graph.advance(by: seconds) }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(repeats))
            if graph.isAnimating != animating {
                fail("idle runs: the counter's animation \(animating ? "stopped" : "ran on")")
            }
        }
        return times.sorted()[times.count / 2]
    }
}
