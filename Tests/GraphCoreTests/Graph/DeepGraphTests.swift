import GraphCore
import Testing

/// Graphs at the sizes that break recursive engines: long chains, wide fan-in, deep lattices.
@Suite("Deep and wide graphs")
struct DeepGraphTests {
    /// Counts evaluations, per node and in total.
    final class EvaluationCounter: GraphObserver {
        var total = 0
        var perNode: [NodeID: Int] = [:]

        func graph(
            _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome, changedInputs: [NodeID],
            oldValue: Any?, newValue: Any
        ) {
            total += 1
            perNode[node, default: 0] += 1
        }
    }

    @Test("a chain of 1,000,000 rules builds, pulls cold and updates without overflowing the stack")
    func millionRuleChain() {
        let length = 1_000_000
        let graph = DependencyGraph()
        graph.reserveCapacity(nodes: length + 1, edges: length)
        let source = graph.input(0, name: "source")
        var tail = graph.rule { source.value &+ 1 }
        for _ in 1..<length {
            let previous = tail
            tail = graph.rule { previous.value &+ 1 }
        }
        #expect(graph.nodeCount == length + 1)
        #expect(tail.value == length)
        #expect(graph.edgeCount == length)

        source.value = 7
        #expect(graph.state(of: tail.id) == .possiblyStale)
        #expect(tail.value == length + 7)
        source.value = -3
        #expect(tail.value == length - 3)
    }

    @Test("one rule reading 10,000 inputs re-evaluates once per write and names the input that changed")
    func wideFanIn() throws {
        let width = 10_000
        let graph = DependencyGraph()
        let inputs = (0..<width).map { graph.input($0, name: "i\($0)") }
        let total = graph.rule(name: "total") { inputs.reduce(0) { $0 + $1.value } }
        #expect(total.value == width * (width - 1) / 2)
        #expect(graph.sources(of: total.id) == inputs.map(\.id))
        #expect(graph.edgeCount == width)

        final class Log: GraphObserver {
            var changedInputs: [[NodeID]] = []
            func graph(
                _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome,
                changedInputs: [NodeID], oldValue: Any?, newValue: Any
            ) { self.changedInputs.append(changedInputs) }
        }
        let log = Log()
        graph.observer = log
        inputs[4_321].value += 10
        inputs[9_999].value = 9_999  // An equal write: nothing to do.
        #expect(total.value == width * (width - 1) / 2 + 10)
        #expect(log.changedInputs == [[inputs[4_321].id]])
        #expect(graph.edgeCount == width)
        let dependents = graph.dependents(of: inputs[0].id)
        #expect(dependents == [total.id])
    }

    @Test("a deep diamond lattice: every node once per write, values as recomputed from scratch")
    func deepDiamondLattice() {
        // Layer 0 is `width` inputs; each node of layer k reads nodes i and (i + 1) % width of
        // layer k - 1, so every node sits on many diamonds and paths number in the billions.
        let width = 4
        let depth = 2_500
        let modulus = 1_000_003
        let graph = DependencyGraph()
        let inputs = (0..<width).map { graph.input($0 + 1, name: "input\($0)") }
        var layer: [Rule<Int>] = (0..<width).map { i in
            graph.rule { (inputs[i].value + inputs[(i + 1) % width].value) % modulus }
        }
        var rules = layer
        for _ in 1..<depth {
            let previous = layer
            layer = (0..<width).map { i in
                graph.rule { (previous[i].value &* 3 &+ previous[(i + 1) % width].value) % modulus }
            }
            rules += layer
        }

        func expectedLast(_ inputValues: [Int]) -> [Int] {
            var values = (0..<width).map { (inputValues[$0] + inputValues[($0 + 1) % width]) % modulus }
            for _ in 1..<depth {
                values = (0..<width).map { (values[$0] * 3 + values[($0 + 1) % width]) % modulus }
            }
            return values
        }

        #expect(layer.map(\.value) == expectedLast([1, 2, 3, 4]))
        let counter = EvaluationCounter()
        graph.observer = counter
        inputs[2].value = 30
        #expect(layer.map(\.value) == expectedLast([1, 2, 30, 4]))
        // Input 2 reaches two rules of layer 0, three of layer 1, and from layer 2 on all four.
        #expect(counter.total == rules.count - 3)
        #expect(counter.perNode.values.allSatisfy { $0 == 1 })

        counter.total = 0
        counter.perNode = [:]
        inputs[2].value = 30
        #expect(layer.map(\.value) == expectedLast([1, 2, 30, 4]))
        #expect(counter.total == 0)
    }

    /// The marking walk goes on along a chain with the node made after the one it is at when the
    /// edge says that is the dependent: two chains made one rule of each at a time put the other
    /// chain's rule there, which a write must not reach.
    @Test("a write marks exactly its own chain, whether the chain's rules were made in a row or interleaved")
    func chainMarkingFollowsEdgesNotCreationOrder() {
        let length = 50
        let graph = DependencyGraph()
        let inRow = graph.input(0, name: "row")
        var row = [graph.rule { inRow.value &+ 1 }]
        for _ in 1..<length {
            let previous = row[row.count - 1]
            row.append(graph.rule { previous.value &+ 1 })
        }
        let (left, right) = (graph.input(0, name: "left"), graph.input(100, name: "right"))
        var lefts = [graph.rule { left.value &+ 1 }]
        var rights = [graph.rule { right.value &+ 1 }]
        for _ in 1..<length {
            let (l, r) = (lefts[lefts.count - 1], rights[rights.count - 1])
            lefts.append(graph.rule { l.value &+ 1 })
            rights.append(graph.rule { r.value &+ 1 })
        }
        #expect((row.last!.value, lefts.last!.value, rights.last!.value) == (length, length, 100 + length))
        // Made in a row, each rule's dependent is the next node.
        #expect(zip(row, row.dropFirst()).allSatisfy { $1.id.rawValue == $0.id.rawValue + 1 })

        func states(_ chain: [Rule<Int>]) -> [NodeState] { chain.map { graph.state(of: $0.id) } }
        let marked = [NodeState.stale] + Array(repeating: .possiblyStale, count: length - 1)
        let untouched = Array(repeating: NodeState.upToDate, count: length)

        inRow.value = 1
        #expect(states(row) == marked)
        #expect(states(lefts) == untouched && states(rights) == untouched)
        #expect(row.last!.value == length + 1)
        #expect(states(row) == untouched)

        // Interleaved, the node after a left rule is a right one.
        left.value = 1
        #expect(states(lefts) == marked)
        #expect(states(rights) == untouched && states(row) == untouched)
        #expect((lefts.last!.value, rights.last!.value) == (length + 1, 100 + length))
        right.value = 200
        #expect(states(rights) == marked)
        #expect(states(lefts) == untouched)
        #expect(rights.last!.value == 200 + length)
    }
}
