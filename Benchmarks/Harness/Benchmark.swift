import Dispatch

/// Runs workloads on every engine: warm-up, then timed runs, reporting the median.
///
/// Animatic always gets every requested run. A baseline that is much slower gets fewer, so the
/// whole benchmark stays within a couple of minutes: one warm-up run if that run takes over a
/// quarter of ``baselineBudget``; after ``baselineBudget`` seconds of timed runs no more runs beyond
/// the workload's ``Workload/minimumRuns``; and a single timed run if one run takes longer than the
/// budget. The table marks such medians.
struct Benchmark {
    /// One engine's numbers for one workload.
    struct Measurement {
        /// The median time of one operation, in nanoseconds.
        let nanosecondsPerOperation: Double
        /// The fastest and the slowest run's time of one operation, in nanoseconds.
        let spread: ClosedRange<Double>
        /// The timed runs the median is taken over.
        let runs: Int
        /// The memory of the graph, for build workloads.
        let bytesPerNode: Double?
        /// The resident memory the graph added, for build workloads.
        let residentBytesPerNode: Double?
        /// The untimed verification pass, if the workload has one.
        let verification: Verification?
    }

    /// Every engine's numbers for one workload, in ``engineNames`` order.
    struct Result {
        let name: String
        let unit: MeasurementUnit
        let measurements: [Measurement]
    }

    /// The engines, in column order: Animatic first, then the baselines.
    static let engineNames = [AnimaticEngine.name, NaiveGraph.name, ObservationGraph.name]

    /// Timed runs per workload and engine.
    let runs: Int
    /// Seconds after which a baseline stops adding runs.
    let baselineBudget = 1.5

    /// Measures `workload` on every engine.
    func measure<W: Workload>(_ workload: W) -> Result {
        Result(
            name: workload.name, unit: workload.unit,
            measurements: [
                measure(workload, on: AnimaticEngine.self, budget: .infinity),
                measure(workload, on: NaiveGraph.self, budget: baselineBudget),
                measure(workload, on: ObservationGraph.self, budget: baselineBudget),
            ])
    }

    private func measure<W: Workload, Engine: BenchmarkEngine>(
        _ workload: W, on engineType: Engine.Type, budget: Double
    ) -> Measurement {
        let verificationEngine = Engine()
        let verification = workload.verify(on: verificationEngine)
        withExtendedLifetime(verificationEngine) {}
        // The trial's handles do not keep the engine alive: the engine lives until the last run.
        let engine = Engine()
        var trial: Trial? = workload.makeTrial(on: engine)
        // Warm-up: a baseline whose runs take long gets a single warm-up run.
        var warmUp: UInt64 = 0
        for _ in 0..<workload.warmUpRuns where Double(warmUp) < budget * 1e9 / 4 {
            let start = DispatchTime.now().uptimeNanoseconds
            trial!.run()
            warmUp += DispatchTime.now().uptimeNanoseconds - start
            trial!.cleanUp()
        }
        var times: [UInt64] = []
        var bytes: [Double] = []
        var residentBytes: [Double] = []
        var spent: UInt64 = 0
        while times.count < runs && (times.count < workload.minimumRuns || Double(spent) < budget * 1e9) {
            let start = DispatchTime.now().uptimeNanoseconds
            trial!.run()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            if let perNode = trial!.bytesPerNode() { bytes.append(perNode) }
            if let perNode = trial!.residentBytesPerNode() { residentBytes.append(perNode) }
            trial!.cleanUp()
            times.append(elapsed)
            spent += elapsed
            // A baseline slower than the whole budget per run is measured once.
            if Double(elapsed) > budget * 1e9 { break }
        }
        trial = nil
        withExtendedLifetime(engine) {}
        let operations = Double(workload.operationsPerRun)
        return Measurement(
            nanosecondsPerOperation: Double(Self.median(times)) / operations,
            spread: Double(times.min()!) / operations...Double(times.max()!) / operations,
            runs: times.count, bytesPerNode: bytes.isEmpty ? nil : Self.median(bytes),
            residentBytesPerNode: residentBytes.isEmpty ? nil : Self.median(residentBytes), verification: verification)
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func median<T: BinaryInteger>(_ values: [T]) -> Double { median(values.map { Double($0) }) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
