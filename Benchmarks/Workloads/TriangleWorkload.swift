/// *triangle*: a chain of 10 rules from one source, and a rule summing all ten, so the sum's
/// sources sit at every depth of the chain; the sum is pulled after each write.
struct TriangleWorkload: Workload {
    let width = 10
    let writesPerRound = 100
    let rounds = 50

    var name: String { "triangle" }
    var unit: MeasurementUnit { .nanosecondsPerNodeUpdate }
    var operationsPerRun: Int { rounds * writesPerRound * (width + 1) }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let source = engine.input(0)
        var chain: [Engine.Computed] = []
        var current = engine.rule { source.value &+ 1 }
        chain.append(current)
        for _ in 1..<width {
            let previous = current
            current = engine.rule { previous.value &+ 1 }
            chain.append(current)
        }
        let links = chain
        let sum = engine.rule {
            var total = 0
            for link in links { total &+= link.value }
            return total
        }
        let width = width
        let writes = rounds * writesPerRound
        var next = 0
        return Trial {
            for _ in 0..<writes {
                next += 1
                source.value = next
                let value = sum.value
                if value != width * next + width * (width + 1) / 2 { fail("triangle: sum \(value)") }
            }
        }
    }
}
