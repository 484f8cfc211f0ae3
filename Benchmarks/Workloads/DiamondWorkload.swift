/// *diamond*: one source, 5 rules reading it, and a rule summing the five; the sum is pulled after
/// each write. The verification pass checks that each write evaluates exactly the 6 rules.
struct DiamondWorkload: Workload {
    let width = 5
    let writesPerRound = 500
    let rounds = 10

    var name: String { "diamond" }
    var unit: MeasurementUnit { .nanosecondsPerNodeUpdate }
    var operationsPerRun: Int { rounds * writesPerRound * (width + 1) }

    private func build<Engine: BenchmarkEngine>(on engine: Engine) -> (Engine.Source, Engine.Computed) {
        let source = engine.input(0)
        let branches = (0..<width).map { _ in engine.rule { source.value &+ 1 } }
        let sum = engine.rule {
            var total = 0
            for branch in branches { total &+= branch.value }
            return total
        }
        return (source, sum)
    }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let (source, sum) = build(on: engine)
        let width = width
        let writes = rounds * writesPerRound
        var next = 0
        return Trial {
            for _ in 0..<writes {
                next += 1
                source.value = next
                let value = sum.value
                if value != width * (next + 1) { fail("diamond: sum \(value) after writing \(next)") }
            }
        }
    }

    func verify<Engine: BenchmarkEngine>(on engine: Engine) -> Verification? {
        let (source, sum) = build(on: engine)
        _ = sum.value
        let writes = 10
        let count = engine.countEvaluations {
            for value in 1...writes {
                source.value = value
                if sum.value != width * (value + 1) { fail("diamond: wrong sum in verification") }
            }
        }
        return Verification(actual: count, minimal: writes * (width + 1), writes: writes)
    }
}
