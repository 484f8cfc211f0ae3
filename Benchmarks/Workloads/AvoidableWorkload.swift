/// *avoidable*: `c1 = source`, `c2` reads `c1` and always returns 0, then `c3 = c2 + 1`,
/// `c4 = c3 + 2`, `c5 = c4 + 3`, pulled after each write. Only `c1` and `c2` may run: the
/// verification pass checks that nothing below `c2` does.
///
/// (The JavaScript original also calls a busy loop in `c3` and its effect; since neither may run,
/// it is left out.)
struct AvoidableWorkload: Workload {
    let writes = 5_000

    var name: String { "avoidable" }
    var unit: MeasurementUnit { .nanosecondsPerWrite }
    var operationsPerRun: Int { writes }

    private func build<Engine: BenchmarkEngine>(on engine: Engine) -> (Engine.Source, Engine.Computed) {
        let source = engine.input(0)
        let c1 = engine.rule { source.value }
        let c2 = engine.rule {
            _ = c1.value
            return 0
        }
        let c3 = engine.rule { c2.value &+ 1 }
        let c4 = engine.rule { c3.value &+ 2 }
        let c5 = engine.rule { c4.value &+ 3 }
        return (source, c5)
    }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let (source, c5) = build(on: engine)
        let writes = writes
        var next = 0
        return Trial {
            for _ in 0..<writes {
                next += 1
                source.value = next
                let value = c5.value
                if value != 6 { fail("avoidable: c5 is \(value)") }
            }
        }
    }

    func verify<Engine: BenchmarkEngine>(on engine: Engine) -> Verification? {
        let (source, c5) = build(on: engine)
        _ = c5.value
        let writes = 10
        let count = engine.countEvaluations {
            for value in 1...writes {
                source.value = value
                if c5.value != 6 { fail("avoidable: wrong value in verification") }
            }
        }
        return Verification(actual: count, minimal: writes * 2, writes: writes)
    }
}
