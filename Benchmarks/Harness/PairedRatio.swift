import Dispatch

/// A target's ratio of two workloads' times, each run timed in alternation with the other's:
/// Animatic's over a baseline's, or one size of a workload over another.
///
/// Timed one after the other, two medians see different machines: on a shared host another
/// tenant's load comes and goes over tenths of a second, and cellx 1000 took 70 µs per update in
/// one stretch and 97 µs in the next, in the same process, on the same graph. Timed run by run in
/// alternation, both sides of a pair see the same stretch. The ratio is the median over the pairs
/// of several rounds, each on workloads built afresh, so that where one build's memory lands does
/// not decide the figure either.
struct PairedRatio {
    /// The median over every pair of the pair's ratio, the measured trial's time over the
    /// reference's.
    let median: Double
    /// The lowest and the highest ratio of a single pair.
    let range: ClosedRange<Double>
    /// How many pairs the median is over.
    let pairs: Int
    /// How many pairs each round timed on its freshly built workloads.
    let pairsPerRound: Int

    /// Two trials built for one round, the measured one and its reference (Animatic's and a
    /// baseline's, or a large size and a small one), each holding what it runs on (see
    /// ``Trial/keeping(_:)``).
    typealias Round = (measured: Trial, reference: Trial)

    /// Times `rounds` rounds of `runs` pairs each, after a warm-up pair per round.
    ///
    /// The two trials of a round must do the same work per run (the same operations), so that
    /// their time ratio is the ratio per operation. Which trial runs first alternates from pair to
    /// pair, so that neither always runs on the caches the other left.
    static func measure(rounds: Int, runs: Int, build: () -> Round) -> PairedRatio {
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let round = build()
            _ = time(round.measured)
            _ = time(round.reference)
            for run in 0..<runs {
                let measured: Double
                let reference: Double
                if run % 2 == 0 {
                    measured = time(round.measured)
                    reference = time(round.reference)
                } else {
                    reference = time(round.reference)
                    measured = time(round.measured)
                }
                ratios.append(measured / reference)
            }
        }
        return PairedRatio(
            median: Benchmark.median(ratios), range: ratios.min()!...ratios.max()!, pairs: ratios.count,
            pairsPerRound: runs)
    }

    /// The time of a run of `trial` that follows an untimed one: a run on the caches its own kind
    /// of run leaves, as the table's runs in a row are (the other side's run would leave them cold,
    /// and cellx's graphs fill a core's cache).
    private static func time(_ trial: Trial) -> Double {
        trial.run()
        trial.cleanUp()
        let start = DispatchTime.now().uptimeNanoseconds
        trial.run()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        trial.cleanUp()
        return Double(elapsed)
    }
}
