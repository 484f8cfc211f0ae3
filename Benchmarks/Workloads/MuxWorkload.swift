/// *mux*: 100 sources gathered into one list rule, split back into 100 rules (`list[i]`) and 100
/// more (`+ 1`), every one of which is pulled after each write. A write changes the list, all 100
/// splits re-run, and 99 of them cut off.
struct MuxWorkload: Workload {
    let count = 100
    let rounds = 50

    var name: String { "mux" }
    var unit: MeasurementUnit { .nanosecondsPerWrite }
    var operationsPerRun: Int { rounds * 20 }

    func makeTrial<Engine: BenchmarkEngine>(on engine: Engine) -> Trial {
        let sources = (0..<count).map { engine.input($0) }
        let list = engine.listRule { sources.map(\.value) }
        let outputs = (0..<count).map { index in
            let split = engine.rule { list.value[index] }
            return engine.rule { split.value &+ 1 }
        }
        var expected = Array(0..<count)
        func write(_ index: Int, _ value: Int) {
            sources[index].value = value
            expected[index] = value
            for (index, output) in outputs.enumerated() where output.value != expected[index] + 1 {
                fail("mux: output \(index) is \(output.value), expected \(expected[index] + 1)")
            }
        }
        let rounds = rounds
        return Trial {
            for _ in 0..<rounds {
                for index in 0..<10 { write(index, index) }
                for index in 0..<10 { write(index, index * 2) }
            }
        }
    }
}
