/// *deep*: a chain of 1,000 rules, each its predecessor plus one; 1,000 writes to the source, the
/// tail read after each. Every rule changes on every write.
struct DeepWorkload: Workload {
    let length = 1_000
    let writes = 1_000

    var name: String { "deep" }
    var unit: MeasurementUnit { .nanosecondsPerNodeUpdate }
    var operationsPerRun: Int { length * writes }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let source = engine.input(0)
        var tail = engine.rule { source.value &+ 1 }
        for _ in 1..<length {
            let previous = tail
            tail = engine.rule { previous.value &+ 1 }
        }
        let last = tail
        let length = length
        let writes = writes
        var next = 0
        return Trial {
            for _ in 0..<writes {
                next += 1
                source.value = next
                let value = last.value
                if value != next + length { fail("deep: tail \(value) after writing \(next)") }
            }
        }
    }
}
