/// The command line of `animatic-bench`, parsed by hand in swift-argument-parser's conventions.
struct BenchmarkOptions {
    /// Substrings of the workload names to run (case-insensitive); empty runs every workload.
    var filters: [String] = []
    /// Timed runs per workload and engine.
    var runs = 7
    /// Whether to print the help and exit.
    var showsHelp = false
    /// Where to write the inspector pages the browser benchmark measures, instead of timing.
    var inspectorPages: String?

    static let help = """
        OVERVIEW: Times Animatic's graph engine on reactive-graph workloads, side by side with two
        baselines: a naive evaluator that recomputes everything, and an engine built on Swift
        Observation, and against the limit of a bare loop of closures; then the animation engine's
        frame costs (10,000 views with tracing off and on, a ForEach of 10,000 SwiftUI rows against
        the same graph built by hand, the synthesized wave, the million-frame soak). Every run
        checks its results.
        Build and run in release mode:

            swift run -c release animatic-bench

        USAGE: animatic-bench [--filter <name> ...] [--runs <count>] [--inspector-pages <directory>]

        OPTIONS:
          --filter <name>         Run only the workloads whose name contains <name> (case-insensitive;
                                  repeatable). Workloads: deep, broad, diamond, triangle, mux,
                                  repeated observers, unstable, avoidable, cellx 1000, cellx 5000, build,
                                  views 10k 100 animating, views 10k all animating, views 10k idle,
                                  views 100k idle, ForEach 10k 100 animating, ForEach 10k build,
                                  ForEach 10k transitions,
                                  trace memory, waves synthesized vs hand-written, soak, wide reads,
                                  screen offset, screen frame, screen svg, screen idle, screen 100k,
                                  text rows memory, nested first frame.
          --runs <count>          Timed runs per workload and engine, after warm-up; the median is
                                  reported. (default: 7)
          --inspector-pages <directory>
                                  Time nothing: write the inspector pages that
                                  Benchmarks/inspector-benchmark.py measures in a browser.
          -h, --help              Show help information.

        """

    static let usage = "Usage: animatic-bench [--filter <name> ...] [--runs <count>] [--inspector-pages <directory>]"

    /// A command-line mistake, printed with the usage line; exits with status 64.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `arguments` (without the program name).
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                showsHelp = true
            case "--filter":
                guard let name = remaining.popFirst() else {
                    throw UsageError(description: "Missing value for '--filter <name>'")
                }
                filters.append(name.lowercased())
            case "--runs":
                guard let text = remaining.popFirst() else {
                    throw UsageError(description: "Missing value for '--runs <count>'")
                }
                guard let count = Int(text), count > 0 else {
                    throw UsageError(
                        description: "The value '\(text)' is invalid for '--runs <count>': expected a positive integer")
                }
                runs = count
            case "--inspector-pages":
                guard let directory = remaining.popFirst() else {
                    throw UsageError(description: "Missing value for '--inspector-pages <directory>'")
                }
                inspectorPages = directory
            default:
                throw UsageError(description: "Unknown option '\(argument)'")
            }
        }
    }

    /// Whether the workload named `name` passes the filters.
    func includes(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.lowercased().contains($0) }
    }
}
