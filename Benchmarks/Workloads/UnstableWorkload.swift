/// *unstable*: a rule that reads `double` (`2x`) when the source is odd and `inverse` (`−x`) when
/// it is even, 20 times, so its dependencies switch on every write.
struct UnstableWorkload: Workload {
    let reads = 20
    let writes = 5_000

    var name: String { "unstable" }
    var unit: MeasurementUnit { .nanosecondsPerWrite }
    var operationsPerRun: Int { writes }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let source = engine.input(0)
        let double = engine.rule { source.value &* 2 }
        let inverse = engine.rule { 0 &- source.value }
        let reads = reads
        let current = engine.rule {
            var sum = 0
            for _ in 0..<reads { sum &+= source.value % 2 == 1 ? double.value : inverse.value }
            return sum
        }
        let writes = writes
        var next = 0
        return Trial {
            for _ in 0..<writes {
                next += 1
                source.value = next
                let value = current.value
                let expected = reads * (next % 2 == 1 ? 2 * next : -next)
                if value != expected { fail("unstable: \(value) after writing \(next), expected \(expected)") }
            }
        }
    }
}
