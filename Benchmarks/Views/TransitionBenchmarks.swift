import AnimaticUI
import Foundation

/// Views that come and go: a `ForEach` of 10,000 rows where one edit removes 100 rows and inserts
/// 100, with the default transition under an animation, against the same edit without one; and a
/// header inserted above 10,000 rows under an animation, which slides every row.
enum TransitionBenchmarks {
    static let rows = 10_000

    static func run(runs: Int, included: (String) -> Bool) -> [AnimationBenchmarks.Row] {
        transitions(runs: runs, included: included) + layoutMove(runs: runs, included: included)
    }

    /// A header inserted above 10,000 rows in a linear 0.25 s: each row's `Text.frame` animates
    /// for 15 frames, and the frames up to 0.3 s see them end. Reported per frame over those 18, with
    /// the frame of the change apart.
    static func layoutMove(runs: Int, included: (String) -> Bool) -> [AnimationBenchmarks.Row] {
        guard included("VStack 10k layout move") else { return [] }
        FileHandle.standardError.write(Data("running VStack 10k layout move…\n".utf8))
        var changeFrames: [Double] = []
        var slideFrames: [Double] = []
        for _ in 0..<max(3, runs / 3) {
            let host = ViewHost(LayoutMoveList(count: rows), tracing: .off)
            host.update()
            for round in 1...2 {
                let start = Double(round)
                changeFrames.append(time { host.graph.advance(to: start) { host.tap("edit") } })
                slideFrames.append(time { host.advance(to: start + 0.3) } / 18)
                precondition(!host.isAnimating, "the rows are still sliding")
            }
        }
        return [
            AnimationBenchmarks.Row(
                name: "VStack 10k: a header inserted under an animation slides every row, per frame",
                value: "\(Table.format(Benchmark.median(slideFrames) / 1e6)) ms/frame while the 10,000 rows slide "
                    + "(the change's frame \(Table.format(Benchmark.median(changeFrames) / 1e6)) ms)",
                target: "reported", met: true)
        ]
    }

    static func transitions(runs: Int, included: (String) -> Bool) -> [AnimationBenchmarks.Row] {
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
