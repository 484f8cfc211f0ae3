import Animatic
import AnimaticTesting
import Dispatch

/// The GraphTester rows: what one step costs early in a run and 10,000 frames into it, and
/// a 10,000-step test, whose time grows linearly with its steps.
///
/// The scene is the counter under a `repeatForever` animation, so every frame evaluates; each
/// step runs one frame and asserts the counter changed. The trace is unbounded: the steps late in
/// the run have the longest history behind them.
enum GraphTesterBenchmark {
    struct Result {
        /// Median nanoseconds per step over steps 100–199 and over steps 10,000–10,099.
        let stepAt100: Double
        let stepAt10k: Double
        /// Seconds for the first 1,000 steps and for the first 10,000.
        let first1k: Double
        let first10k: Double
        /// Seconds to build the whole trace once after 10,100 frames: what every step cost when the
        /// tester read the whole trace.
        let wholeTrace: Double
    }

    static func run(runs: Int) -> Result {
        let results = (0..<runs).map { _ in runOnce() }
        func median(_ value: (Result) -> Double) -> Double { results.map(value).sorted()[results.count / 2] }
        return Result(
            stepAt100: median(\.stepAt100), stepAt10k: median(\.stepAt10k), first1k: median(\.first1k),
            first10k: median(\.first10k), wholeTrace: median(\.wholeTrace))
    }

    private static func runOnce() -> Result {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0.0, name: "value")
        let pulse = graph.animatable(name: "pulse") { value.value }
        _ = graph.rule(name: "pulse.body") { Int(pulse.value) }
        let tester = GraphTester(graph, exhaustivity: .off)
        tester.update { $0.evaluated("pulse", .initial) }
        tester.withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
            value.value = 100
        } assert: {
            $0.startsDependingOnTime("pulse")
        }
        var times: [UInt64] = []
        times.reserveCapacity(10_100)
        for _ in 0..<10_100 {
            let start = DispatchTime.now().uptimeNanoseconds
            tester.advance { $0.evaluated("pulse", .changed) }
            times.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        func median(_ range: Range<Int>) -> Double { Double(times[range].sorted()[range.count / 2]) }
        func seconds(_ range: Range<Int>) -> Double { Double(times[range].reduce(0, +)) / 1e9 }
        let start = DispatchTime.now().uptimeNanoseconds
        let ticks = graph.trace.ticks.count
        let wholeTrace = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if ticks < 10_100 { fail("GraphTester benchmark: the trace kept \(ticks) ticks") }
        return Result(
            stepAt100: median(100..<200), stepAt10k: median(10_000..<10_100), first1k: seconds(0..<1_000),
            first10k: seconds(0..<10_000), wholeTrace: wholeTrace)
    }
}
