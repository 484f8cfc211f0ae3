/// *cellx*: 4 inputs, then `layers` layers of 4 rules each reading the layer before
/// (`p1' = p2`, `p2' = p1 − p3`, `p3' = p2 + p4`, `p4' = p3`), the 4 rules of the last layer pulled.
///
/// As in the cellx benchmark, the inputs start at (1, 2, 3, 4) and one update writes (4, 3, 2, 1).
/// With that convention the ends are the published ones: for 1,000 layers they go from
/// [−3, −6, −2, 2] to [−2, −4, 2, 3], for 5,000 from [2, 4, −1, −6] to [−2, 1, −4, −4]. To time a
/// steady state, updates alternate between writing (4, 3, 2, 1) and (1, 2, 3, 4), checking the ends
/// after each; one update is the 4 writes and the 4 pulls.
struct CellxWorkload: Workload {
    let layers: Int
    let updates = 20

    var name: String { "cellx \(layers)" }
    var unit: MeasurementUnit { .microsecondsPerUpdate }
    var operationsPerRun: Int { updates }

    /// The ends before and after writing (4, 3, 2, 1), for the layer counts the benchmark publishes.
    static let expectedEnds: [Int: (before: [Int], after: [Int])] = [
        1_000: ([-3, -6, -2, 2], [-2, -4, 2, 3]),
        5_000: ([2, 4, -1, -6], [-2, 1, -4, -4]),
    ]

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        guard let expected = Self.expectedEnds[layers] else { fail("cellx: no expected ends for \(layers) layers") }
        let sources = [1, 2, 3, 4].map { engine.input($0) }
        let (s1, s2, s3, s4) = (sources[0], sources[1], sources[2], sources[3])
        var (p1, p2, p3, p4) = (
            engine.rule { s2.value }, engine.rule { s1.value &- s3.value },
            engine.rule { s2.value &+ s4.value }, engine.rule { s3.value }
        )
        for _ in 1..<layers {
            let (a, b, c, d) = (p1, p2, p3, p4)
            p1 = engine.rule { b.value }
            p2 = engine.rule { a.value &- c.value }
            p3 = engine.rule { b.value &+ d.value }
            p4 = engine.rule { c.value }
        }
        let ends = [p1, p2, p3, p4]
        let name = name
        func check(_ expectedEnds: [Int], _ when: String) {
            let values = ends.map(\.value)
            if values != expectedEnds { fail("\(name): ends \(values) \(when), expected \(expectedEnds)") }
        }
        check(expected.before, "before the first write")
        let updates = updates
        return Trial {
            for update in 0..<updates {
                let forward = update % 2 == 0
                let values = forward ? [4, 3, 2, 1] : [1, 2, 3, 4]
                for index in 0..<4 { sources[index].value = values[index] }
                if forward {
                    check(expected.after, "after writing (4, 3, 2, 1)")
                } else {
                    check(expected.before, "after writing (1, 2, 3, 4)")
                }
            }
        }
    }
}
