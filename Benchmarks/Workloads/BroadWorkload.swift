/// *broad*: one source, 50 branches of two rules each (`source + i`, then `+ 1`); every leaf is
/// pulled after each write, 50 writes a round.
struct BroadWorkload: Workload {
    let branches = 50
    let writesPerRound = 50
    let rounds = 20

    var name: String { "broad" }
    var unit: MeasurementUnit { .nanosecondsPerNodeUpdate }
    var operationsPerRun: Int { rounds * writesPerRound * branches * 2 }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let source = engine.input(0)
        let leaves = (0..<branches).map { offset in
            let branch = engine.rule { source.value &+ offset }
            return engine.rule { branch.value &+ 1 }
        }
        let branches = branches
        let writes = rounds * writesPerRound
        var next = 0
        return Trial {
            for _ in 0..<writes {
                next += 1
                source.value = next
                var sum = 0
                for leaf in leaves { sum &+= leaf.value }
                let expected = branches * (next + 1) + branches * (branches - 1) / 2
                if sum != expected { fail("broad: leaves sum to \(sum), expected \(expected)") }
            }
        }
    }
}
