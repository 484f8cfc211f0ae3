import AnimaticExports
import AnimaticUI
import Dispatch
import Foundation

/// The screen's rows: a frame's layout and display list on 10,000 rows while 100 of them animate an
/// `offset` (drawing only: no layout node runs) and then a `frame` (their layout runs every frame),
/// and drawing one screen as SVG.
enum ScreenBenchmarks {
    static let names = ["screen offset", "screen frame", "screen svg"]

    /// What the 100 rows animate.
    enum Effect {
        case offset, frame
    }

    static func run(options: BenchmarkOptions) -> [AnimationBenchmarks.Row] {
        var rows: [AnimationBenchmarks.Row] = []
        let runs = max(options.runs, 3)
        for (name, effect) in [("screen offset", Effect.offset), ("screen frame", .frame)] where options.includes(name)
        {
            FileHandle.standardError.write(Data("running \(name) (building 10,000 rows)…\n".utf8))
            let built = DispatchTime.now().uptimeNanoseconds
            let host = ViewHost(Rows(count: 10_000, animated: 100, effect: effect), tracing: .off)
            host.update()
            host.tap("Go")
            host.update()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - built) / 1e9
            FileHandle.standardError.write(Data("  built and tapped in \(Table.format(seconds)) s\n".utf8))
            var layout: [Double] = []
            var list: [Double] = []
            var items = 0
            // A 10-second animation: every measured frame is mid-animation.
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                host.advance(by: 1.0 / 60)
                let middle = DispatchTime.now().uptimeNanoseconds
                items = host.displayList.items.count
                let end = DispatchTime.now().uptimeNanoseconds
                layout.append(Double(middle - start) / 1e6)
                list.append(Double(end - middle) / 1e6)
            }
            // The frame's share is its layout (and the graph's other work); the display list's, the
            // list read after it.
            let total = median(zip(layout, list).map { $0 + $1 })
            let target = effect == .offset ? 2.0 : 16.7
            rows.append(
                AnimationBenchmarks.Row(
                    name: "\(name): 10k rows, 100 animating \(effect == .offset ? "an offset" : "a frame"), per frame",
                    value: "\(Table.format(total)) ms: frame (layout) \(Table.format(median(layout))) ms, display list "
                        + "\(Table.format(median(list))) ms (\(items) items)",
                    target: "≤ \(Table.format(target)) ms", met: total <= target))
        }
        if options.includes("screen svg") {
            FileHandle.standardError.write(Data("running screen svg…\n".utf8))
            let host = ViewHost(Rows(count: 30, animated: 30, effect: .offset), tracing: .off)
            host.update()
            let list = host.displayList
            var size = 0
            var times: [Double] = []
            for _ in 0...runs {
                let start = DispatchTime.now().uptimeNanoseconds
                size = ScreenDrawing([ScreenDrawing.Moment(frame: 0, time: 0, displayList: list)]).svg().utf8.count
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            rows.append(
                AnimationBenchmarks.Row(
                    name: "screen svg: one screen of 30 rows (\(list.items.count) items)",
                    value: "\(Table.format(median(Array(times.dropFirst())))) ms",
                    target: "\(Table.format(Double(size) / 1_000)) KB", met: nil))
        }
        return rows
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
