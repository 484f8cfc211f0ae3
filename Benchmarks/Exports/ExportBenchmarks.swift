import Animatic
import AnimaticExports
import Dispatch
import Foundation

/// The trace exports' rows: JSON and Perfetto throughput on the 10,000-view scene's trace, and the
/// time to build the counter's plot and a film strip.
enum ExportBenchmarks {
    static let names = ["export json", "export perfetto", "plot counter", "film strip"]

    static func run(options: BenchmarkOptions) -> [AnimationBenchmarks.Row] {
        var rows: [AnimationBenchmarks.Row] = []
        let runs = max(options.runs, 3)
        if options.includes("export json") || options.includes("export perfetto") {
            FileHandle.standardError.write(Data("running exports (building the 10k views trace)…\n".utf8))
            let scene = ViewsScene(views: 10_000, animating: 10_000, tracing: .unbounded)
            scene.run(frames: 10, animating: 10_000)
            let trace = scene.graph.trace
            let evaluations = trace.ticks.reduce(0) { $0 + $1.evaluated.count }
            func throughput(_ name: String, _ export: () -> Int) {
                guard options.includes(name) else { return }
                FileHandle.standardError.write(Data("running \(name)…\n".utf8))
                var bytes = 0
                var cpu = 0.0
                let seconds = median(runs) {
                    let start = cpuSeconds()
                    bytes = export()
                    cpu = cpuSeconds() - start
                }
                let rate = Double(bytes) / seconds / 1_000_000
                let cpuRate = Double(bytes) / cpu / 1_000_000
                // The CPU time is what the export costs; the wall time also counts other processes'.
                rows.append(
                    AnimationBenchmarks.Row(
                        name: "\(name), 10k views × \(trace.ticks.count) ticks (\(evaluations / 1_000)k evaluations)",
                        value: "\(Table.format(rate)) MB/s wall, \(Table.format(cpuRate)) MB/s CPU "
                            + "(\(Table.format(Double(bytes) / 1_000_000)) MB)",
                        target: "≥ 50 MB/s", met: max(rate, cpuRate) >= 50))
            }
            throughput("export json") { (try? TraceJSON(trace).encoded().count) ?? 0 }
            throughput("export perfetto") { PerfettoTrace(trace).bytes().count }
        }
        if options.includes("plot counter") {
            FileHandle.standardError.write(Data("running plot counter…\n".utf8))
            let trace = counterTrace()
            var size = 0
            let seconds = median(runs) { size = (try? TracePlot(trace).svg().utf8.count) ?? 0 }
            rows.append(
                AnimationBenchmarks.Row(
                    name: "plot counter (\(trace.ticks.count) ticks), SVG",
                    value: "\(Table.format(seconds * 1_000)) ms",
                    target: "\(Table.format(Double(size) / 1_000)) KB ≤ 200 KB", met: size <= 200_000))
        }
        if options.includes("film strip") {
            FileHandle.standardError.write(Data("running film strip…\n".utf8))
            let trace = polygonTrace()
            var size = 0
            let seconds = median(runs) {
                size = (try? TraceDrawing(trace).filmStrip(from: 0, to: 1.2, every: 0.1).utf8.count) ?? 0
            }
            rows.append(
                AnimationBenchmarks.Row(
                    name: "film strip, 2 shapes × 13 frames", value: "\(Table.format(seconds * 1_000)) ms",
                    target: "\(Table.format(Double(size) / 1_000)) KB", met: nil))
        }
        return rows
    }

    /// The median wall time of `runs` calls of `body`, in seconds, after one untimed call.
    private static func median(_ runs: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    /// The process's CPU time so far, in seconds.
    private static func cpuSeconds() -> Double {
        Double(clock()) / Double(CLOCKS_PER_SEC)
    }

    /// Seed 002's counter, as the `counter` scene runs it.
    private static func counterTrace() -> Trace {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { value.value }
        _ = graph.rule(name: "Counter.body") { "\(Int(counter.value))" }
        graph.update()
        graph.advance(to: 0.1) { graph.withAnimation(.linear(duration: 2)) { value.value = 100 } }
        graph.advance(to: 2.2)
        return graph.trace
    }

    /// A ring drawing itself on, and a polygon path whose side count animates, as morph-vs-snap's.
    private static func polygonTrace() -> Trace {
        let graph = AnimationGraph(tracing: .unbounded)
        let sides = graph.state(3.0, name: "sides")
        let count = graph.animatable(name: "count") { sides.value }
        _ = graph.rule(name: "polygon") {
            var path = Path()
            let whole = Int(count.value.rounded(.down))
            for index in 0...whole {
                let angle = 2 * Double.pi * Double(index) / count.value - .pi / 2
                let point = CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
        _ = graph.animatable(name: "ring") { Circle().trim(from: 0, to: CGFloat(count.value / 8)) }
        graph.update()
        graph.advance(to: 0.1) { graph.withAnimation(.easeInOut(duration: 1)) { sides.value = 8 } }
        graph.advance(to: 1.3)
        return graph.trace
    }
}
