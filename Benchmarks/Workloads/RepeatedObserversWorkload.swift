/// *repeated observers*: one rule reading the same source 30 times (one dependency, read 30 times),
/// pulled after each write.
struct RepeatedObserversWorkload: Workload {
    let reads = 30
    let writes = 5_000

    var name: String { "repeated observers" }
    var unit: MeasurementUnit { .nanosecondsPerWrite }
    var operationsPerRun: Int { writes }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let source = engine.input(0)
        let reads = reads
        let total = engine.rule {
            var sum = 0
            for _ in 0..<reads { sum &+= source.value }
            return sum
        }
        let writes = writes
        var next = 0
        return Trial {
            for _ in 0..<writes {
                next += 1
                source.value = next
                let value = total.value
                if value != next * reads { fail("repeated observers: \(value) after writing \(next)") }
            }
        }
    }
}
