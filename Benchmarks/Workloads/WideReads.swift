import Animatic
import Dispatch

/// *wide reads*: one rule that reads `inputs` inputs, each once, then every tenth again. It records
/// a dependency on each, so its cost per read is the cost of recording one; at 10,000 and 100,000
/// inputs the two must match, the cost linear in the reads.
///
/// Timed twice: the rule's first evaluation, and an evaluation whose reads part from its previous
/// ones after the first (it read a gate and one node before, and now reads the gate, the inputs and
/// then that node), as a layout does when its container gains thousands of children; that one after
/// the gate has been opened and closed once, untimed.
enum WideReads {
    /// Which evaluation of the rule is timed.
    enum Evaluation {
        /// The rule's first: every read is new, at the end of an empty list.
        case first
        /// An evaluation whose reads are new in the middle of the previous evaluation's list.
        case insertedInTheMiddle
    }

    /// The median nanoseconds per read of an evaluation at `small` and at `large` inputs, each run
    /// on a graph built afresh, the two sizes timed in alternation.
    static func measure(
        _ evaluation: Evaluation, small: Int, large: Int, runs: Int
    ) -> (small: Double, large: Double) {
        var smalls: [Double] = []
        var larges: [Double] = []
        for _ in 0..<runs + 1 {
            switch evaluation {
            case .first:
                smalls.append(firstEvaluation(inputs: small))
                larges.append(firstEvaluation(inputs: large))
            case .insertedInTheMiddle:
                smalls.append(insertedEvaluation(inputs: small))
                larges.append(insertedEvaluation(inputs: large))
            }
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

    /// Nanoseconds per read of an evaluation that reads the inputs between two nodes it read next
    /// to each other before, checked.
    private static func insertedEvaluation(inputs count: Int) -> Double {
        let graph = DependencyGraph()
        graph.reserveCapacity(nodes: count + 3, edges: count + 2)
        let inputs = (0..<count).map { graph.input($0) }
        let gate = graph.input(false)
        let last = graph.input(1)
        let sum = graph.rule {
            var total = 0
            if gate.value {
                for input in inputs { total &+= input.value }
                for index in stride(from: 0, to: inputs.count, by: 10) { total &+= inputs[index].value }
            }
            return total &+ last.value
        }
        if sum.value != 1 { fail("wide reads: the gated rule's first value is \(sum.value), expected 1") }
        // Once untimed, so that the timed evaluation writes its edges to memory the graph has
        // touched: the first touch of a page is the kernel's cost, and a large graph's alone.
        gate.value = true
        _ = sum.value
        gate.value = false
        if sum.value != 1 { fail("wide reads: the gated rule's value is \(sum.value) closed again, expected 1") }
        gate.value = true
        let start = DispatchTime.now().uptimeNanoseconds
        let value = sum.value
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        let expected = (0..<count).reduce(0, &+) &+ stride(from: 0, to: count, by: 10).reduce(0, &+) &+ 1
        if value != expected { fail("wide reads: gated sum \(value) of \(count) inputs, expected \(expected)") }
        if graph.sources(of: sum.id).count != count + 2 {
            fail("wide reads: \(graph.sources(of: sum.id).count) dependencies for \(count) inputs, a gate and a node")
        }
        return Double(elapsed) / Double(count + (count + 9) / 10 + 2)
    }
}
