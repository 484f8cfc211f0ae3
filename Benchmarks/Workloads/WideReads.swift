import Animatic
import Dispatch

/// *wide reads*: the first evaluation of one rule that reads `inputs` inputs, each once, then every
/// tenth again. It records a dependency on each, so its cost per read is the cost of recording one;
/// at 10,000 and 100,000 inputs the two must match, the cost linear in the reads.
enum WideReads {
    /// The median nanoseconds per read of the first evaluation at `small` and at `large` inputs,
    /// each run on a graph built afresh, the two sizes timed in alternation.
    static func measure(small: Int, large: Int, runs: Int) -> (small: Double, large: Double) {
        var smalls: [Double] = []
        var larges: [Double] = []
        for _ in 0..<runs + 1 {
            smalls.append(firstEvaluation(inputs: small))
            larges.append(firstEvaluation(inputs: large))
        }
        // The first pair warms the allocator up.
        return (Benchmark.median(Array(smalls.dropFirst())), Benchmark.median(Array(larges.dropFirst())))
    }

    /// Nanoseconds per read of the rule's first evaluation, checked.
    private static func firstEvaluation(inputs count: Int) -> Double {
        let graph = DependencyGraph()
        graph.reserveCapacity(nodes: count + 1, edges: count)
        let inputs = (0..<count).map { graph.input($0) }
        let sum = graph.rule {
            var total = 0
            for input in inputs { total &+= input.value }
            for index in stride(from: 0, to: inputs.count, by: 10) { total &+= inputs[index].value }
            return total
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let value = sum.value
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        let expected = (0..<count).reduce(0, &+) &+ stride(from: 0, to: count, by: 10).reduce(0, &+)
        if value != expected { fail("wide reads: sum \(value) of \(count) inputs, expected \(expected)") }
        if graph.sources(of: sum.id).count != count {
            fail("wide reads: \(graph.sources(of: sum.id).count) dependencies for \(count) inputs")
        }
        return Double(elapsed) / Double(count + (count + 9) / 10)
    }
}
