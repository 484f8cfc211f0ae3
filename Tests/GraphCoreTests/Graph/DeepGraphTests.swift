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

    /// After a write, the update walk goes down a long chain from the top the marking walk noted,
    /// rather than descending into it from the tail first. What it must keep: each rule runs once,
    /// only if its source changed, and a rule that reads more than the one before it runs once
    /// everything it reads is up to date.
    @Test("a long chain comes up to date from its top: each rule once, cut off where a value holds")
    func chainRuns() {
        let length = 100
        let graph = DependencyGraph()
        /// A chain from `input` whose first link keeps only the input's parity (an even write
        /// changes nothing below it), each later link the one before plus 1, and the link at
        /// `reading.at` also plus `reading.rule`; counting each link's runs in `runs`.
        final class Chain {
            var runs: [Int]
            var links: [Rule<Int>] = []
            init(_ graph: DependencyGraph, from input: Input<Int>, length: Int, reading: (at: Int, rule: Rule<Int>)?) {
                runs = Array(repeating: 0, count: length)
                links.append(
                    graph.rule { [unowned self] in
                        runs[0] += 1
                        return input.value & 1
                    })
                for index in 1..<length {
                    let previous = links[index - 1]
                    links.append(
                        graph.rule { [unowned self] in
                            runs[index] += 1
                            let extra = reading.map { index == $0.at ? $0.rule.value : 0 } ?? 0
                            return previous.value + 1 + extra
                        })
                }
            }
            var tail: Int { links[links.count - 1].value }
            func counted(_ body: () -> Void) -> [Int] {
                runs = Array(repeating: 0, count: runs.count)
                body()
                return runs
            }
        }
        let input = graph.input(0)
        let chain = Chain(graph, from: input, length: length, reading: nil)
        #expect(chain.tail == length - 1)

        var tail = 0
        let once = Array(repeating: 1, count: length)
        #expect(chain.counted { input.value = 1 } == Array(repeating: 0, count: length))
        #expect(chain.counted { tail = chain.tail } == once)
        #expect(tail == length)
        // Even: the first link's value holds, and nothing below it runs.
        let cutOff = chain.counted {
            input.value = 3
            tail = chain.tail
        }
        #expect(cutOff == [1] + Array(repeating: 0, count: length - 1))
        #expect(tail == length)

        // A link in the middle also reads a rule from outside the chain. The chain's values hold
        // down to it, but what it reads changed: that link and those below it run, and see it.
        let other = graph.input(1)
        let outside = graph.rule { other.value * 10 }
        let second = graph.input(0)
        let reader = Chain(graph, from: second, length: length, reading: (60, outside))
        #expect(reader.tail == length - 1 + 10)
        let runs = reader.counted {
            second.value = 2
            other.value = 2
            tail = reader.tail
        }
        #expect(tail == length - 1 + 20)
        #expect(runs == [1] + Array(repeating: 0, count: 59) + Array(repeating: 1, count: length - 60))
    }
}
