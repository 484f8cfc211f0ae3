import Dispatch

/// How Animatic's cellx time grows from 1,000 to 5,000 layers, measured over pairs of graphs.
///
/// The table's two cellx rows are timed one after the other on one graph each, and a graph's
/// place in memory moves its time at 5,000 layers (past a core's cache) by up to a tenth. Here
/// each pair of graphs is built afresh and its two sizes are timed in alternation, so that a
/// drift of the machine's speed does not land on one size; the figure is the median over the
/// pairs, and the range shows the spread.
enum CellxScaling {
    /// What ``measure(pairs:runs:)`` found.
    struct Result {
        /// Microseconds per update at 1,000 layers: the median over the pairs.
        let small: Double
        /// The 5,000/1,000 ratio: the median over the pairs.
        let ratio: Double
        /// The lowest and highest ratio of a single pair.
        let ratioRange: ClosedRange<Double>
    }

    /// Microseconds per update at 1,000 layers and the 5,000/1,000 ratio over `pairs` graph pairs,
    /// each pair timed `runs` times after two warm-up rounds; a pair's figures are its medians.
    static func measure(pairs: Int, runs: Int) -> Result {
        var smallTimes: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<pairs {
            let pair = measurePair(runs: runs)
            smallTimes.append(pair.small)
            ratios.append(pair.ratio)
        }
        return Result(
            small: Benchmark.median(smallTimes), ratio: Benchmark.median(ratios),
            ratioRange: ratios.min()!...ratios.max()!)
    }

    private static func measurePair(runs: Int) -> (small: Double, ratio: Double) {
        let smallWorkload = CellxWorkload(layers: 1_000)
        let largeWorkload = CellxWorkload(layers: 5_000)
        // The trials' handles do not keep their engines alive.
        let engines = (AnimaticEngine(), AnimaticEngine())
        let small = smallWorkload.makeTrial(on: engines.0)
        let large = largeWorkload.makeTrial(on: engines.1)
        func time(_ trial: Trial, _ workload: CellxWorkload) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            trial.run()
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            return Double(elapsed) / Double(workload.operationsPerRun) / 1_000
        }
        for _ in 0..<2 {
            _ = time(small, smallWorkload)
            _ = time(large, largeWorkload)
        }
        var smallTimes: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<runs {
            let smallTime = time(small, smallWorkload)
            let largeTime = time(large, largeWorkload)
            smallTimes.append(smallTime)
            ratios.append(largeTime / smallTime)
        }
        return withExtendedLifetime(engines) { (Benchmark.median(smallTimes), Benchmark.median(ratios)) }
    }
}
