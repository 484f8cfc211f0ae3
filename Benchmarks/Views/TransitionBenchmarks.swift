import AnimaticUI
import Foundation

/// Views that come and go: a `ForEach` of 10,000 rows where one edit removes 100 rows and inserts
/// 100, with the default transition under an animation, against the same edit without one.
enum TransitionBenchmarks {
    static let rows = 10_000

    static func run(runs: Int, included: (String) -> Bool) -> [AnimationBenchmarks.Row] {
        guard included("ForEach 10k transitions") else { return [] }
        FileHandle.standardError.write(Data("running ForEach 10k transitions…\n".utf8))
        // The edit's frame and the frames its transitions run (0.25 s: 15 frames, and the one in
        // which they finish and the removed rows go), against the edit's one frame without them.
        var animatedFrames: [Double] = []
        var editFrames: [Double] = []
        var plainFrames: [Double] = []
        for _ in 0..<max(3, runs / 3) {
            let animated = ViewHost(TransitionRowList(count: rows, animated: true), tracing: .off)
            animated.update()
            let plain = ViewHost(TransitionRowList(count: rows, animated: false), tracing: .off)
            plain.update()
            for round in 1...3 {
                let start = Double(round)
                let edit = time { animated.graph.advance(to: start) { animated.tap("edit") } }
                let rest = time { animated.advance(to: start + 0.3) }
                precondition(!animated.isAnimating, "the transitions are still running")
                animatedFrames.append((edit + rest) / 19)
                editFrames.append(edit)
                plainFrames.append(time { plain.graph.advance(to: start) { plain.tap("edit") } })
            }
        }
        let animated = Benchmark.median(animatedFrames)
        let plain = Benchmark.median(plainFrames)
        let ratio = animated / plain
        return [
            AnimationBenchmarks.Row(
                name: "ForEach 10k: 100 rows in and 100 out with transitions, per frame",
                value: "\(Table.format(animated / 1e6)) ms/frame over the 19 frames (edit frame "
                    + "\(Table.format(Benchmark.median(editFrames) / 1e6)) ms; without animation "
                    + "\(Table.format(plain / 1e6)) ms)",
                target: "≤ 2x without animation (\(Table.format(ratio))x)", met: ratio <= 2)
        ]
    }

    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }
}
