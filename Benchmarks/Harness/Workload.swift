/// One benchmark scenario, written once for every engine.
///
/// A workload builds its graph on the engine it is given (untimed) and returns a ``Trial`` whose
/// run is timed. Every run checks its results and stops the program with ``fail(_:)`` if one is
/// wrong, so a fast wrong answer can never be reported.
protocol Workload {
    /// The row's name, matched by `--filter`.
    var name: String { get }
    /// What one operation is, and how it is printed.
    var unit: MeasurementUnit { get }
    /// The operations one run performs: the divisor of its time.
    var operationsPerRun: Int { get }
    /// Untimed warm-up runs before the timed ones.
    var warmUpRuns: Int { get }
    /// The fewest timed runs, even when an engine is slow.
    var minimumRuns: Int { get }

    /// Builds the workload's graph on `engine` and returns its timed run.
    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial

    /// A separate, untimed pass that counts what `engine` evaluates; `nil` if the workload has none.
    func verify<Engine: BenchmarkEngine>(on engine: Engine) -> Verification?
}

extension Workload {
    var warmUpRuns: Int { 2 }
    var minimumRuns: Int { 3 }

    func verify<Engine: BenchmarkEngine>(on engine: Engine) -> Verification? { nil }
}

/// Stops the benchmark: a workload computed a wrong value.
func fail(_ message: String) -> Never {
    fatalError("Benchmark check failed: \(message)")
}
