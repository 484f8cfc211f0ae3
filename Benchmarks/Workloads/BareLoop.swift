import Dispatch

/// The limit for *deep*: a bare loop that calls each rule's closure once, in order, each reading
/// the previous value. No graph, no bookkeeping: what a chain of 1,000 rules costs when all an
/// engine does is call the closures. *deep* divided by this is the engine's overhead.
struct BareLoop {
    let length = 1_000
    let writes = 1_000

    /// The median, fastest and slowest time per node over `runs` timed runs, in nanoseconds.
    func measure(runs: Int) -> (median: Double, fastest: Double, slowest: Double) {
        let values = UnsafeMutablePointer<Int>.allocate(capacity: length + 1)
        defer { values.deallocate() }
        values.initialize(repeating: 0, count: length + 1)
        // The closures are literals stored as `() -> Int`, as a user hands rules to a graph.
        var rules: [() -> Int] = []
        for index in 1...length {
            let previous = values + (index - 1)
            rules.append { previous.pointee &+ 1 }
        }
        let length = length
        func run(from start: Int) {
            for write in 0..<writes {
                values[0] = start + write
                rules.withUnsafeBufferPointer { rules in
                    for index in 0..<length { values[index + 1] = rules[index]() }
                }
                if values[length] != start + write + length { fail("bare loop: tail \(values[length])") }
            }
        }
        run(from: 0)
        run(from: 1)  // warm-up
        var times: [Double] = []
        for index in 0..<max(runs, 3) {
            let start = DispatchTime.now().uptimeNanoseconds
            run(from: index * writes)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(length * writes))
        }
        return (Benchmark.median(times), times.min()!, times.max()!)
    }
}
