import Animatic
import Dispatch

/// *cellx* measured the way users create rules: closure literals handed straight to GraphCore (see
/// ``DirectBuild``: the generic harness adds a reabstraction thunk per rule, a call per evaluation
/// and 48 bytes of memory per node).
enum DirectCellx {
    /// A cellx graph of `layers` layers, and one timed run of 20 updates (ends checked).
    struct Trial {
        let graph: DependencyGraph
        let run: () -> Void
    }

    static func makeTrial(layers: Int) -> Trial {
        guard let expected = CellxWorkload.expectedEnds[layers] else { fail("direct cellx: no ends for \(layers)") }
        let graph = DependencyGraph()
        let sources = [1, 2, 3, 4].map { graph.input($0) }
        let (s1, s2, s3, s4) = (sources[0], sources[1], sources[2], sources[3])
        var (p1, p2, p3, p4) = (
            graph.rule { s2.value }, graph.rule { s1.value &- s3.value },
            graph.rule { s2.value &+ s4.value }, graph.rule { s3.value }
        )
        for _ in 1..<layers {
            let (a, b, c, d) = (p1, p2, p3, p4)
            p1 = graph.rule { b.value }
            p2 = graph.rule { a.value &- c.value }
            p3 = graph.rule { b.value &+ d.value }
            p4 = graph.rule { c.value }
        }
        let ends = [p1, p2, p3, p4]
        if ends.map(\.value) != expected.before { fail("direct cellx \(layers): wrong ends before writing") }
        return Trial(graph: graph) {
            for update in 0..<20 {
                let forward = update % 2 == 0
                let values = forward ? [4, 3, 2, 1] : [1, 2, 3, 4]
                for index in 0..<4 { sources[index].value = values[index] }
                if ends.map(\.value) != (forward ? expected.after : expected.before) {
                    fail("direct cellx \(layers): wrong ends after update \(update)")
                }
            }
        }
    }

    /// What ``measure(pairs:runs:)`` found.
    struct Scaling {
        /// Microseconds per update at 1,000 layers: the median over the pairs.
        let small: Double
        /// The 5,000/1,000 ratio: the median over the pairs.
        let ratio: Double
        /// The lowest and highest ratio of a single pair.
        let ratioRange: ClosedRange<Double>
    }

    /// Microseconds per update at 1,000 layers and the 5,000/1,000 ratio, over `pairs` pairs of
    /// graphs built afresh.
    ///
    /// Within a pair the two sizes are timed in alternation, `runs` times after two warm-up rounds,
    /// so that a drift of the machine's speed does not land on one size; the pair's figure is the
    /// median of its runs. Graphs built again land elsewhere in memory, and at 5,000 layers (past a
    /// core's cache) where they land moves a pair's ratio by up to a tenth: the figure reported is
    /// the median over the pairs, and the range shows the spread.
    static func measure(pairs: Int, runs: Int) -> Scaling {
        var smallTimes: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<pairs {
            let pair = measurePair(runs: runs)
            smallTimes.append(pair.small)
            ratios.append(pair.ratio)
        }
        return Scaling(
            small: Benchmark.median(smallTimes), ratio: Benchmark.median(ratios),
            ratioRange: ratios.min()!...ratios.max()!)
    }

    private static func measurePair(runs: Int) -> (small: Double, ratio: Double) {
        let small = makeTrial(layers: 1_000)
        let large = makeTrial(layers: 5_000)
        func time(_ trial: Trial) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            trial.run()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 20_000
        }
        for _ in 0..<2 {
            _ = time(small)
            _ = time(large)
        }
        var smallTimes: [Double] = []
        var ratios: [Double] = []
        for _ in 0..<runs {
            let smallTime = time(small)
            let largeTime = time(large)
            smallTimes.append(smallTime)
            ratios.append(largeTime / smallTime)
        }
        return withExtendedLifetime((small.graph, large.graph)) {
            (Benchmark.median(smallTimes), Benchmark.median(ratios))
        }
    }
}
