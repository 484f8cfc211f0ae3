import Dispatch

/// A target's ratio of two workloads' times, each run timed in alternation with the other's.
///
/// Timed one after the other, two medians see different machines: on a shared host another
/// tenant's load comes and goes over tenths of a second, and cellx 1000 took 70 µs per update in
/// one stretch and 97 µs in the next, in the same process, on the same graph. Timed run by run in
/// alternation, both sides of a pair see the same stretch. The ratio is the median over the pairs
/// of several rounds, each on workloads built afresh, so that where one build's memory lands does
/// not decide the figure either.
struct PairedRatio {
    /// The median over every pair of the pair's ratio, Animatic's time over the baseline's.
    let median: Double
    /// The lowest and the highest ratio of a single pair.
    let range: ClosedRange<Double>
    /// How many pairs the median is over.
    let pairs: Int
    /// How many pairs each round timed on its freshly built workloads.
    let pairsPerRound: Int

    /// Two trials built for one round, Animatic's and the baseline's, each holding what it runs on
    /// (see ``Trial/keeping(_:)``).
    typealias Round = (animatic: Trial, baseline: Trial)

    /// Times `rounds` rounds of `runs` pairs each, after a warm-up pair per round.
    ///
    /// The two trials of a round must do the same work per run (the same operations), so that
    /// their time ratio is the ratio per operation. Which trial runs first alternates from pair to
    /// pair, so that neither always runs on the caches the other left.
    static func measure(rounds: Int, runs: Int, build: () -> Round) -> PairedRatio {
        var ratios: [Double] = []
        for _ in 0..<rounds {
            let round = build()
            _ = time(round.animatic)
            _ = time(round.baseline)
            for run in 0..<runs {
                let animatic: Double
                let baseline: Double
                if run % 2 == 0 {
                    animatic = time(round.animatic)
                    baseline = time(round.baseline)
                } else {
                    baseline = time(round.baseline)
                    animatic = time(round.animatic)
                }
                ratios.append(animatic / baseline)
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
