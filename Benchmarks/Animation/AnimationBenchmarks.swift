import Animatic
import Foundation

/// The animation engine's rows: the views scenes with tracing off and on, the synthesized wave
/// against the hand-written one, GraphTester steps, the soak, idle runs, the retarget path's
/// allocations, and the exports.
enum AnimationBenchmarks {
    struct Row {
        let name: String
        let value: String
        let target: String
        let met: Bool?
    }

    static let names =
        [
            "views 10k 100 animating", "views 10k all animating", "views 10k idle", "views 100k idle",
            "ForEach 10k 100 animating", "ForEach 10k build", "ForEach 10k transitions", "VStack 10k layout move",
            "trace memory",
            "waves synthesized vs hand-written", "graphtester steps", "soak", "idle runs", "retarget allocations",
            "wide reads",
        ] + ExportBenchmarks.names + ScreenBenchmarks.names + ScreenSpeedBenchmarks.names

    static func run(options: BenchmarkOptions) -> [Row] {
        var rows: [Row] = []
        let runs = max(options.runs, 3)
        func included(_ name: String) -> Bool { options.includes(name) }
        func scene(views: Int, animating: Int, tracing: TraceMode, frames: Int) -> AnimationWorkload {
            AnimationWorkload(name: "views", framesPerRun: frames) {
                let scene = ViewsScene(views: views, animating: animating, tracing: tracing)
                return { scene.run(frames: frames, animating: animating) }
            }
        }
        func frame(views: Int, animating: Int, tracing: TraceMode, frames: Int) -> Double {
            scene(views: views, animating: animating, tracing: tracing, frames: frames).measure(runs: runs)
        }
        func views(_ name: String, views: Int, animating: Int, frames: Int, target: Double, unit: String) {
            guard included(name) else { return }
            progress(name)
            // Untraced and traced run by run in alternation, as the waves are (each timed run of the
            // one followed at once by a timed run of the other), the ratio being the median of the
            // runs': a load that comes and goes on the host falls on both of a pair. Timed a scene
            // after the other instead, each the median of its runs, single pairs on this VM spread
            // by up to a third (0.84x to 1.29x in one run). Five pairs of scenes, each built and
            // warmed up afresh, as where a build lands in memory moves a pair's figures too.
            var offs: [Double] = []
            var ons: [Double] = []
            var ratios: [Double] = []
            for _ in 0..<5 {
                let paired = scene(views: views, animating: animating, tracing: .off, frames: frames).measurePaired(
                    with: scene(views: views, animating: animating, tracing: .lastTicks(100), frames: frames),
                    runs: runs)
                offs.append(paired.mine)
                ons.append(paired.other)
                ratios.append(paired.ratio)
            }
            let off = Benchmark.median(offs)
            let on = Benchmark.median(ons)
            let ratio = Benchmark.median(ratios)
            let scale = unit == "ms" ? 1e6 : 1e3
            func spread(_ values: [Double], scale: Double = 1) -> String {
                "\(Table.format(values.min()! / scale))–\(Table.format(values.max()! / scale))"
            }
            rows.append(
                Row(
                    name: name + ", tracing off",
                    value: "\(Table.format(off / scale)) \(unit)/frame (\(spread(offs, scale: scale)))",
                    target: "≤ \(Table.format(target)) \(unit)", met: off / scale <= target))
            rows.append(
                Row(
                    name: name + ", tracing on",
                    value: "\(Table.format(on / scale)) \(unit)/frame (\(spread(ons, scale: scale)))",
                    target: "≤ 1.25x off (\(Table.format(ratio))x, pairs \(spread(ratios))x)", met: ratio <= 1.25))
        }
        views("views 10k 100 animating", views: 10_000, animating: 100, frames: 60, target: 30, unit: "µs")
        views("views 10k all animating", views: 10_000, animating: 10_000, frames: 10, target: 3, unit: "ms")
        rows += ForEachBenchmarks.run(runs: runs, included: included)
        rows += TransitionBenchmarks.run(runs: runs, included: included)
        var idle10k: Double?
        if included("views 10k idle") {
            progress("views 10k idle")
            let off = frame(views: 10_000, animating: 0, tracing: .off, frames: 1_000)
            let on = frame(views: 10_000, animating: 0, tracing: .lastTicks(100), frames: 1_000)
            idle10k = off
            rows.append(
                Row(
                    name: "views 10k idle, tracing off",
                    value: "\(Table.format(off / 1e3)) µs/frame (\(Table.format(off)) ns)",
                    target: "≤ 1 µs", met: off <= 1_000))
            // An idle frame runs no rule and records nothing: both figures are well under a
            // microsecond, and a ratio of two such figures is noise. Tracing is held to the same
            // absolute bound as the frame without it.
            rows.append(
                Row(
                    name: "views 10k idle, tracing on",
                    value: "\(Table.format(on / 1e3)) µs/frame (\(Table.format(on)) ns)",
                    target: "≤ 1 µs", met: on <= 1_000))
        }
        if included("views 100k idle") {
            progress("views 100k idle")
            let off = frame(views: 100_000, animating: 0, tracing: .off, frames: 1_000)
            // Ten times the views cost an idle frame nothing more. Both frames cost a fraction of a
            // nanosecond (the run of 1,000 is skipped in one step), where a ratio is the timer's
            // noise: within 1.2x, or less than a nanosecond a frame apart, holds it.
            let ratio = idle10k.map { off / $0 }
            let met = idle10k.map { off <= 1.2 * $0 || off - $0 < 1 }
            rows.append(
                Row(
                    name: "views 100k idle, tracing off",
                    value: "\(Table.format(off / 1e3)) µs/frame (\(Table.format(off)) ns)",
                    target: ratio.map { "≤ 1.2x 10k or < 1 ns more (\(Table.format($0))x)" } ?? "≤ 1.2x 10k",
                    met: met))
        }
        if included("trace memory") {
            progress("trace memory")
            let measured = TraceMemory.bytesPerEvent(ticks: 20)
            rows.append(
                Row(
                    name: "trace memory, 10k views all animating",
                    value: measured.map {
                        "\(Table.format($0.bytes)) B/recorded event (\(Table.format(Double($0.events))) events, 20 ticks)"
                    } ?? "not measured on this platform",
                    target: "", met: nil))
        }
        if included("waves synthesized vs hand-written") {
            progress("waves synthesized vs hand-written")
            func waves(_ synthesized: Bool) -> AnimationWorkload {
                AnimationWorkload(name: "waves", framesPerRun: 60) {
                    let scene = WaveTwinsScene(count: 1_000, synthesized: synthesized)
                    return { scene.run(frames: 60) }
                }
            }
            // In alternation, so that both see the same load; the ratio is the median of the runs'.
            // Three times over, each pair of scenes built afresh: where a build's values land in
            // memory moves one pair's ratio by as much as a fifth (1.29x to 1.63x on this VM), and the
            // median of three pairs' ratios is what a build usually gets.
            var hands: [Double] = []
            var synthesizeds: [Double] = []
            var ratios: [Double] = []
            for _ in 0..<3 {
                let paired = waves(false).measurePaired(with: waves(true), runs: runs)
                hands.append(paired.mine / 1_000)
                synthesizeds.append(paired.other / 1_000)
                ratios.append(paired.ratio)
            }
            let ratio = Benchmark.median(ratios)
            func spread(_ values: [Double]) -> String {
                "\(Table.format(values.min()!))–\(Table.format(values.max()!))"
            }
            rows.append(
                Row(
                    name: "wave, hand-written AnimatablePair",
                    value: "\(Table.format(Benchmark.median(hands))) ns/node frame (\(spread(hands)))", target: "",
                    met: nil))
            rows.append(
                Row(
                    name: "wave, synthesized (AutoAnimatable)",
                    value: "\(Table.format(Benchmark.median(synthesizeds))) ns/node frame (\(spread(synthesizeds)))",
                    target: "≤ 1.5x hand-written (\(Table.format(ratio))x, pairs \(spread(ratios))x)",
                    met: ratio <= 1.5))
        }
        if included("wide reads") {
            progress("wide reads")
            let evaluations: [(WideReads.Evaluation, name: String)] = [
                (.first, "wide rule, first evaluation: 10,000 and 100,000 reads"),
                (.insertedInTheMiddle, "wide rule, reads new in the middle of its list: 10,000 and 100,000"),
            ]
            for (evaluation, name) in evaluations {
                let wide = WideReads.measure(evaluation, small: 10_000, large: 100_000, runs: runs)
                let ratio = wide.large / wide.small
                rows.append(
                    Row(
                        name: name, value: "\(Table.format(wide.small)) and \(Table.format(wide.large)) ns/read",
                        target: "linear: 100,000 ≤ 1.5x 10,000 per read (\(Table.format(ratio))x)",
                        met: ratio <= 1.5))
            }
        }
        if included("graphtester steps") {
            progress("graphtester steps")
            let tester = GraphTesterBenchmark.run(runs: 3)
            rows.append(
                Row(
                    name: "GraphTester step, 100 frames into the run",
                    value: "\(Table.format(tester.stepAt100 / 1e3)) µs/step", target: "", met: nil))
            rows.append(
                Row(
                    name: "GraphTester step, 10,000 frames into the run",
                    value: "\(Table.format(tester.stepAt10k / 1e3)) µs/step",
                    target: "≤ 1.5x at 100 frames (\(Table.format(tester.stepAt10k / tester.stepAt100))x)",
                    met: tester.stepAt10k <= 1.5 * tester.stepAt100))
            rows.append(
                Row(
                    name: "GraphTester test of 10,000 steps",
                    value: "\(Table.format(tester.first10k)) s (1,000 steps: \(Table.format(tester.first1k)) s)",
                    target: "linear: ≤ 12x 1,000 steps (\(Table.format(tester.first10k / tester.first1k))x)",
                    met: tester.first10k <= 12 * tester.first1k))
            rows.append(
                Row(
                    name: "whole trace built once, 10,100 frames (a step's cost before)",
                    value: "\(Table.format(tester.wholeTrace * 1e3)) ms", target: "", met: nil))
        }
        if included("soak") {
            progress("soak")
            let soak = SoakTest.run()
            let growth = Double(soak.residentAtEnd - soak.residentAfterWarmUp) / 1_048_576
            rows.append(
                Row(
                    name: "soak: repeatForever, 1,000,000 frames, last 1,000 ticks kept",
                    value: "\(Table.format(soak.seconds)) s, \(soak.ticksKept) ticks, value in "
                        + "\(Table.format(soak.valueRange.lowerBound))...\(Table.format(soak.valueRange.upperBound))",
                    target: "memory flat: \(growth >= 0 ? "+" : "")\(Table.format(growth)) MiB from 100k to 1M frames "
                        + "(process resident \(Table.format(Double(soak.residentAtEnd) / 1_048_576)) MiB, "
                        + "earlier workloads included)",
                    met: growth < 4))
        }
        if included("idle runs") {
            progress("idle runs")
            let short = IdleRunScene.measure(seconds: 1, animating: false, runs: runs)
            let long = IdleRunScene.measure(seconds: 1e9, animating: false, runs: runs)
            rows.append(
                Row(
                    name: "idle graph, traced: advance(by: 1) vs advance(by: 10⁹)",
                    value: "\(Table.format(short * 1e6)) µs vs \(Table.format(long * 1e6)) µs",
                    target: "10⁹ s ≤ 2x 1 s (\(Table.format(long / short))x)", met: long <= 2 * short))
            let oneSecond = IdleRunScene.measure(seconds: 1, animating: true, runs: runs)
            let tenSeconds = IdleRunScene.measure(seconds: 10, animating: true, runs: runs)
            rows.append(
                Row(
                    name: "animating, traced: advance(by: 1) vs advance(by: 10)",
                    value:
                        "\(Table.format(oneSecond / 60 * 1e6)) µs/frame vs \(Table.format(tenSeconds / 600 * 1e6)) µs/frame",
                    target: "per frame: 10 s ≈ 10x 1 s (\(Table.format(tenSeconds / oneSecond))x)",
                    met: tenSeconds >= 5 * oneSecond && tenSeconds <= 20 * oneSecond))
        }
        if included("retarget allocations") {
            progress("retarget allocations")
            for (label, tracing) in [("off", TraceMode.off), ("on", TraceMode.lastTicks(100))] {
                let count = RetargetScene.allocationsPerRetarget(tracing: tracing)
                rows.append(
                    Row(
                        name: "retarget frame, tracing \(label): heap allocations",
                        value: count.map { "\(Table.format($0)) per retarget" } ?? "not counted on this platform",
                        target: "0", met: count.map { $0 == 0 }))
            }
        }
        rows += ExportBenchmarks.run(options: options)
        rows += ScreenBenchmarks.run(options: options)
        rows += ScreenSpeedBenchmarks.run(options: options)
        return rows
    }

    static func render(_ rows: [Row]) -> String {
        guard !rows.isEmpty else { return "" }
        let nameWidth = rows.map(\.name.count).max()!
        let valueWidth = rows.map(\.value.count).max()!
        var text = "\nanimation engine (Animatic only; median of timed runs)\n"
        for row in rows {
            let mark = row.met.map { $0 ? "met" : "NOT met" } ?? ""
            text +=
                row.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
                + row.value.padding(toLength: valueWidth + 2, withPad: " ", startingAt: 0)
                + row.target + (mark.isEmpty ? "" : "  \(mark)") + "\n"
        }
        return text
    }

    private static func progress(_ name: String) {
        FileHandle.standardError.write(Data("running \(name)…\n".utf8))
    }
}
