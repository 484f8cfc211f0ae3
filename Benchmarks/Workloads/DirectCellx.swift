import Animatic
import Dispatch

/// *cellx* measured the way users create rules: closure literals handed straight to GraphCore (see
/// ``DirectBuild``: the generic harness adds a reabstraction thunk per rule, a call per evaluation
/// and 48 bytes of memory per node, which matters here because 5,000 layers no longer fit in a
/// core's cache).
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

    /// Microseconds per update at 1,000 layers and the 5,000/1,000 ratio, timed in alternation so
    /// that a drift of the machine's speed during the measurement does not land on one size: the
    /// medians of `runs` timed pairs, after two warm-up pairs.
    static func measure(runs: Int) -> (small: Double, ratio: Double) {
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
            (smallTimes.sorted()[runs / 2], ratios.sorted()[runs / 2])
        }
    }
}
