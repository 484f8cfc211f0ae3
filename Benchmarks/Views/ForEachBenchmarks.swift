import AnimaticUI
import Foundation

/// The view front end's rows: a `ForEach` of 10,000 rows, 100 of them animating, as a view and as
/// the same graph built by hand, traced and untraced; and building that host.
enum ForEachBenchmarks {
    static let rows = 10_000
    static let animating = 100

    static func run(runs: Int, included: (String) -> Bool) -> [AnimationBenchmarks.Row] {
        var result: [AnimationBenchmarks.Row] = []
        if included("ForEach 10k 100 animating") {
            for (label, tracing) in [("off", TraceMode.off), ("on", TraceMode.lastTicks(100))] {
                progress("ForEach 10k 100 animating, tracing \(label)")
                result.append(frames(label: label, tracing: tracing, runs: runs))
            }
        }
        if included("ForEach 10k build") {
            progress("ForEach 10k build")
            result.append(build(runs: runs))
        }
        return result
    }

    /// Frames of the view and of the graph built by hand, in alternation, five pairs of scenes each
    /// built afresh (as the views rows are): the ratio is the median of the pairs' medians.
    private static func frames(label: String, tracing: TraceMode, runs: Int) -> AnimationBenchmarks.Row {
        let frames = 60
        var views: [Double] = []
        var hands: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<5 {
            let hand = AnimationWorkload(name: "ForEach by hand", framesPerRun: frames) {
                let scene = ForEachRowsByHandScene(rows: rows, animating: animating, tracing: tracing)
                return { scene.run(frames: frames) }
            }
            let view = AnimationWorkload(name: "ForEach", framesPerRun: frames) {
                let scene = ForEachRowsScene(rows: rows, animating: animating, tracing: tracing)
                return { scene.run(frames: frames) }
            }
            let paired = hand.measurePaired(with: view, runs: runs)
            hands.append(paired.mine)
            views.append(paired.other)
            ratios.append(paired.ratio)
        }
        let ratio = Benchmark.median(ratios)
        let spread = "\(Table.format(ratios.min()!))–\(Table.format(ratios.max()!))"
        return AnimationBenchmarks.Row(
            name: "ForEach 10k 100 animating, tracing \(label)",
            value: "\(Table.format(Benchmark.median(views) / 1e3)) µs/frame "
                + "(by hand \(Table.format(Benchmark.median(hands) / 1e3)) µs)",
            target: "≤ 1.5x by hand (\(Table.format(ratio))x, pairs \(spread)x)", met: ratio <= 1.5)
    }

    /// Building the host and running its first frame, which builds every view, then letting it go
    /// (a fifth of the time, for 10,000 rows), per row; the graph built by hand beside it, timed
    /// the same way.
    private static func build(runs: Int) -> AnimationBenchmarks.Row {
        func time(_ make: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            make()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rows)
        }
        var views: [Double] = []
        var hands: [Double] = []
        for _ in 0..<max(3, runs / 3) {
            views.append(
                time {
                    let host = ViewHost(BenchmarkRowList(count: rows, animating: animating), tracing: .off)
                    host.update()
                })
            hands.append(time { _ = ForEachRowsByHandScene(rows: rows, animating: 0, tracing: .off) })
        }
        return AnimationBenchmarks.Row(
            name: "ForEach 10k: building the host, first frame included",
            value: "\(Table.format(Benchmark.median(views) / 1e3)) µs/row "
                + "(by hand \(Table.format(Benchmark.median(hands) / 1e3)) µs/row)",
            target: "≤ 2x by hand (\(Table.format(Benchmark.median(views) / Benchmark.median(hands)))x)",
            met: Benchmark.median(views) <= 2 * Benchmark.median(hands))
    }

    private static func progress(_ name: String) {
        FileHandle.standardError.write(Data("running \(name)…\n".utf8))
    }
}
