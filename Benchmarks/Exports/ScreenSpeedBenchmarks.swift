import AnimaticUI
import Dispatch
import Foundation

/// The rows that hold the screen to its targets: an idle frame's display list, the cost of an
/// animating row on a screen ten times longer, the memory of a text row, and the first frame of a
/// view nested deep.
enum ScreenSpeedBenchmarks {
    static let names = ["screen idle", "screen 100k", "text rows memory", "nested first frame"]

    static func run(options: BenchmarkOptions) -> [AnimationBenchmarks.Row] {
        var rows: [AnimationBenchmarks.Row] = []
        let runs = max(options.runs, 3)
        if options.includes("screen idle") {
            progress("screen idle (building 10,000 rows)")
            let host = ViewHost(Rows(count: 10_000, animated: 100, effect: .offset), tracing: .off)
            host.update()
            _ = host.displayList
            var list: [Double] = []
            var items = 0
            for _ in 0..<max(runs, 20) {
                host.advance(by: 1.0 / 60)
                let start = DispatchTime.now().uptimeNanoseconds
                items = host.displayList.items.count
                list.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            let median = Benchmark.median(list)
            rows.append(
                AnimationBenchmarks.Row(
                    name: "screen idle: 10k rows, nothing changed, display list per frame",
                    value: "\(Table.format(median)) ms (\(items) items)", target: "≤ 0.01 ms", met: median <= 0.01))
        }
        if options.includes("screen 100k") {
            // Both screens at once, a frame of one right after a frame of the other, so that a
            // load that comes and goes on the machine weighs on both sides of a ratio alike: the
            // ratio is the median of the pairs'.
            let small = animatingHost(count: 10_000)
            let large = animatingHost(count: 100_000)
            var smalls: [Double] = []
            var larges: [Double] = []
            var ratios: [Double] = []
            for pair in 0..<max(runs, 5) * 3 {
                let (first, second) = pair.isMultiple(of: 2) ? (small, large) : (large, small)
                let firstTime = frameSeconds(first)
                let secondTime = frameSeconds(second)
                let (smallTime, largeTime) = first === small ? (firstTime, secondTime) : (secondTime, firstTime)
                smalls.append(smallTime / 100)
                larges.append(largeTime / 100)
                ratios.append(largeTime / smallTime)
            }
            let ratio = Benchmark.median(ratios)
            let spread = "\(Table.format(ratios.min()!))–\(Table.format(ratios.max()!))"
            rows.append(
                AnimationBenchmarks.Row(
                    name: "screen 100k ÷ 10k rows, 100 animating an offset, per animating row per frame",
                    value: "\(Table.format(Benchmark.median(larges) * 1e6)) µs vs "
                        + "\(Table.format(Benchmark.median(smalls) * 1e6)) µs",
                    target: "≤ 1.2x (\(Table.format(ratio))x, pairs \(spread)x)", met: ratio <= 1.2))
        }
        if options.includes("text rows memory") {
            progress("text rows memory")
            MemoryUsage.releaseFreeMemory()
            let before = MemoryUsage.allocatedBytes()
            let count = 10_000
            let host = ViewHost(TextRowList(count: count), tracing: .off)
            host.update()
            let items = host.displayList.items.count
            let after = MemoryUsage.allocatedBytes()
            let perRow = before.flatMap { before in after.map { Double($0 - before) / Double(count) } }
            withExtendedLifetime(host) {}
            rows.append(
                AnimationBenchmarks.Row(
                    name: "text rows memory: 10k Text rows, host, first frame and display list",
                    value: perRow.map { "\(Table.format($0 / 1_000)) KB/row (\(items) items)" } ?? "not measured here",
                    target: "≤ 1.5 KB/row", met: perRow.map { $0 <= 1_500 }))
        }
        if options.includes("nested first frame") {
            progress("nested first frame")
            // In pairs, one depth right after the other, so that a load that comes and goes on the
            // machine weighs on both sides of a ratio alike: the ratio is the median of the pairs'.
            _ = firstFrame(depth: 100)
            var shallow: [Double] = []
            var deep: [Double] = []
            var ratios: [Double] = []
            for _ in 0..<runs {
                shallow.append(firstFrame(depth: 100))
                deep.append(firstFrame(depth: 1_000))
                ratios.append(deep[deep.count - 1] / shallow[shallow.count - 1])
            }
            let ratio = Benchmark.median(ratios)
            let spread = "\(Table.format(ratios.min()!))–\(Table.format(ratios.max()!))"
            rows.append(
                AnimationBenchmarks.Row(
                    name: "nested first frame: 1,000 ÷ 100 levels of a view with a padding",
                    value: "\(Table.format(Benchmark.median(deep) * 1e3)) ms vs "
                        + "\(Table.format(Benchmark.median(shallow) * 1e3)) ms",
                    target: "≤ 12x (\(Table.format(ratio))x, pairs \(spread)x)", met: ratio <= 12))
        }
        return rows
    }

    /// A screen of `count` rows of which 100 animate an offset, running, its display list read.
    private static func animatingHost(count: Int) -> ViewHost {
        progress("screen 100k (building \(count) rows)")
        let host = ViewHost(Rows(count: count, animated: 100, effect: .offset), tracing: .off)
        host.update()
        host.tap("Go")
        host.update()
        _ = host.displayList
        return host
    }

    /// Seconds of one frame of `host`, its display list read.
    private static func frameSeconds(_ host: ViewHost) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        host.advance(by: 1.0 / 60)
        _ = host.displayList.items.count
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Seconds to build a host of a view nested `depth` levels and run its first frame, display
    /// list included (letting the host go is not timed).
    private static func firstFrame(depth: Int) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let host = ViewHost(NestedPadding(depth: depth), tracing: .off)
        host.update()
        _ = host.displayList.items.count
        return withExtendedLifetime(host) { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    }

    private static func progress(_ name: String) {
        FileHandle.standardError.write(Data("running \(name)…\n".utf8))
    }
}
