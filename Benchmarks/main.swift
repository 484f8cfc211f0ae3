import Foundation

// animatic-bench: times Animatic's graph engine against two baselines. See `--help`.

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(
        Data("Error: \(error)\n\(BenchmarkOptions.usage)\nSee 'animatic-bench --help' for more information.\n".utf8))
    exit(64)
}
if options.showsHelp {
    print(BenchmarkOptions.help, terminator: "")
    exit(0)
}
if let directory = options.inspectorPages {
    do {
        try InspectorPages.write(to: directory)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
        exit(1)
    }
}

let names = [
    "deep", "broad", "diamond", "triangle", "mux", "repeated observers", "unstable", "avoidable", "cellx 1000",
    "cellx 5000", "build",
]
guard (names + AnimationBenchmarks.names).contains(where: options.includes) else {
    FileHandle.standardError.write(Data("Error: No workload matches the filters \(options.filters).\n".utf8))
    exit(64)
}

let processInfo = ProcessInfo.processInfo
#if DEBUG
    let mode = "DEBUG build: these numbers mean nothing; run `swift run -c release animatic-bench`"
#else
    let mode = "release build"
#endif
print(
    "Animatic benchmarks: \(mode); \(HostDescription.processor), \(processInfo.activeProcessorCount) of "
        + "\(processInfo.processorCount) cores active, \(processInfo.operatingSystemVersionString)")
print(
    "median of \(options.runs) timed runs after warm-up; a ratio is Animatic's time over the baseline's, "
        + "measured in the same process (below 1: Animatic is faster)\n")

let benchmark = Benchmark(runs: options.runs)
var results: [Benchmark.Result] = []

/// Measures `workload` if it passes the filters. Each call names a concrete workload type, so the
/// optimizer specializes the workload's code for each engine (through an existential it would not).
@MainActor
func measure<W: Workload>(_ workload: W) {
    guard options.includes(workload.name) else { return }
    FileHandle.standardError.write(Data("running \(workload.name)… ".utf8))
    let start = DispatchTime.now().uptimeNanoseconds
    results.append(benchmark.measure(workload))
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    FileHandle.standardError.write(Data("\(Table.format(seconds)) s\n".utf8))
}

// The bare loops are timed right before *deep*, for the table's rows; the target's ratio of deep to
// the limit is timed in alternation after the table's workloads.
let bareLoop = options.includes("deep") ? BareLoop.measure(runs: options.runs) : nil
let borrowingLoop = options.includes("deep") ? BareLoop.measure(runs: options.runs, borrowing: true) : nil
measure(DeepWorkload())
measure(BroadWorkload())
measure(DiamondWorkload())
measure(TriangleWorkload())
measure(MuxWorkload())
measure(RepeatedObserversWorkload())
measure(UnstableWorkload())
measure(AvoidableWorkload())
measure(CellxWorkload(layers: 1_000))
measure(CellxWorkload(layers: 5_000))
measure(BuildWorkload())
// The targets that are ratios to another workload's time are timed run by run in alternation.
let pairedRuns = max(options.runs, Table.pairedRuns)
let deepToBareLoop =
    options.includes("deep")
    ? PairedRatio.measure(rounds: Table.pairedRounds, runs: pairedRuns) {
        let engine = AnimaticEngine()
        let loop = BareLoop()
        return (DeepWorkload().makeTrial(on: engine).keeping(engine), loop.trial)
    } : nil
let cellxToNaive =
    options.includes("cellx 1000")
    ? PairedRatio.measure(rounds: Table.pairedRounds, runs: pairedRuns) {
        let (animatic, naive) = (AnimaticEngine(), NaiveGraph())
        let workload = CellxWorkload(layers: 1_000)
        return (workload.makeTrial(on: animatic).keeping(animatic), workload.makeTrial(on: naive).keeping(naive))
    } : nil
if !results.isEmpty {
    let table = Table(
        results: results, requestedRuns: options.runs, bareLoop: bareLoop, borrowingLoop: borrowingLoop,
        deepToBareLoop: deepToBareLoop, cellxToNaive: cellxToNaive)
    print(table.render(), terminator: "")
}
print(AnimationBenchmarks.render(AnimationBenchmarks.run(options: options)), terminator: "")
