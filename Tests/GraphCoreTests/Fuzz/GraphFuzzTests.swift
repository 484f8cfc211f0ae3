import AnimaticTestSupport
import GraphCore
import Testing

/// Seeded random graph programs checked against a from-scratch oracle: dynamic reads, equal and
/// unequal writes, removal, observers attached and detached, deep cold pulls. Every value read is
/// compared with the oracle's, and every evaluation must be justified: a rule runs for the first
/// time only when something reads it, and again only when a source it read changed.
///
/// `ANIMATIC_FUZZ_SCALE` multiplies the number of programs (1 by default, a few seconds).
@Suite("Graph fuzz")
struct GraphFuzzTests {
    /// What a rule computes: reads `condition`, then `whenEven` or `whenOdd` by its parity, and sums.
    struct Spec {
        let condition: Int
        let whenEven: [Int]
        let whenOdd: [Int]
        let offset: Int
        var all: Set<Int> { Set([condition] + whenEven + whenOdd) }
    }

    /// One program's graph, with its mirror for the oracle.
    final class Program {
        let graph = DependencyGraph()
        var inputs: [Int: Input<Int>] = [:]
        var rules: [Int: Rule<Int>] = [:]
        var specs: [Int: Spec] = [:]
        var inputValues: [Int: Int] = [:]
        var removed: Set<Int> = []
        /// For each rule, the values of the sources it read in its latest evaluation.
        var lastReads: [Int: [(node: Int, value: Int)]] = [:]
        /// For each rule, the graph's epoch at its latest evaluation.
        var lastEpochs: [Int: UInt32] = [:]
        var evaluations = 0
        var justified = 0
        var failures: [String] = []
        /// The nodes being read right now, innermost last: a rule may run for the first time only
        /// while it is the one being read.
        var reading: [Int] = []
        var count = 0
        /// The share of new rules made barriers (see `DependencyGraph.markBarrier(_:)`), in percent.
        var barrierPercent = 0
        /// The rules made barriers.
        var barriers: Set<Int> = []
        /// Whether `updateOutputs()` is running, which runs the rules nothing reads yet.
        var isUpdatingOutputs = false

        init(barrierPercent: Int = 0) {
            self.barrierPercent = barrierPercent
        }

        func value(of node: Int) -> Int {
            reading.append(node)
            defer { reading.removeLast() }
            if let input = inputs[node] { return input.value }
            return rules[node]!.value
        }

        /// The oracle: the node's value computed from the inputs alone, and what that reads.
        func oracle(_ node: Int, cone: inout Set<Int>) -> Int {
            var memo: [Int: Int] = [:]
            return oracle(node, cone: &cone, memo: &memo)
        }

        func oracle(_ node: Int, cone: inout Set<Int>, memo: inout [Int: Int]) -> Int {
            if let known = memo[node] { return known }
            cone.insert(node)
            if let value = inputValues[node] { return value }
            let spec = specs[node]!
            let condition = oracle(spec.condition, cone: &cone, memo: &memo)
            let reads = condition % 2 == 0 ? spec.whenEven : spec.whenOdd
            var sum = spec.offset &+ condition
            for source in reads { sum = (sum &* 31 &+ oracle(source, cone: &cone, memo: &memo)) % 1_000_003 }
            memo[node] = sum
            return sum
        }

        func addInput(_ value: Int) {
            let id = count
            count += 1
            inputs[id] = graph.input(value, name: "i\(id)")
            inputValues[id] = value
        }

        func addRule(_ spec: Spec, barrier: Bool = false) {
            let id = count
            count += 1
            specs[id] = spec
            defer {
                if barrier {
                    graph.markBarrier(rules[id]!.id)
                    barriers.insert(id)
                }
            }
            rules[id] = graph.rule(name: "r\(id)") { [unowned self] in
                self.evaluations += 1
                // Justified: never run (then it must be the node being read), or a source it read
                // last time has another value now, or changed and changed back since.
                if let previous = self.lastReads[id] {
                    let graph = self.graph
                    let since = self.lastEpochs[id]!
                    let changed = previous.contains { read in
                        let source = NodeID(rawValue: UInt32(read.node))
                        return graph.currentValue(of: source) as? Int != read.value
                            || graph.hasChanged(source, since: since)
                    }
                    if changed {
                        self.justified += 1
                    } else {
                        self.failures.append("r\(id) ran again though no source it read changed")
                    }
                } else if self.reading.last == id || self.isUpdatingOutputs {
                    self.justified += 1
                } else {
                    self.failures.append("r\(id) ran for the first time though nothing was reading it")
                }
                self.lastEpochs[id] = self.graph.epoch
                var reads: [(node: Int, value: Int)] = []
                let condition = self.value(of: spec.condition)
                reads.append((spec.condition, condition))
                var sum = spec.offset &+ condition
                for source in condition % 2 == 0 ? spec.whenEven : spec.whenOdd {
                    let value = self.value(of: source)
                    reads.append((source, value))
                    sum = (sum &* 31 &+ value) % 1_000_003
                }
                self.lastReads[id] = reads
                return sum
            }
        }

        /// Reads `node` through the graph and checks it against the oracle.
        func check(_ node: Int) {
            var cone: Set<Int> = []
            let expected = oracle(node, cone: &cone)
            let actual = value(of: node)
            if actual != expected { failures.append("n\(node) is \(actual), the oracle says \(expected)") }
        }

        var live: [Int] { (0..<count).filter { !removed.contains($0) } }

        /// Removes a random live node that no live rule may read (an input too, if `inputs`).
        func removeUnreadNode(using random: inout SplitMix64, inputs: Bool) {
            let live = self.live
            let readable = Set(live.compactMap { specs[$0]?.all }.joined())
            let free = live.filter { !readable.contains($0) && (inputs || self.inputs[$0] == nil) }
            guard !free.isEmpty else { return }
            let node = free[random.int(below: free.count)]
            graph.remove(NodeID(rawValue: UInt32(node)))
            removed.insert(node)
            inputValues[node] = nil
        }

        /// Checks every live node; returns how many.
        func checkAll() -> Int {
            let live = self.live
            for node in live { check(node) }
            return live.count
        }
    }

    final class Silent: GraphObserver {
        var evaluations = 0
        func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) { evaluations += 1 }
    }

    static var scale: Int {
        Int(Environment.value("ANIMATIC_FUZZ_SCALE") ?? "") ?? 1
    }

    /// Runs one program; returns the values checked.
    static func run(seed: UInt64, into program: Program) -> Int {
        var random = SplitMix64(seed: seed)
        var checked = 0
        for _ in 0..<(3 + random.int(below: 4)) { program.addInput(random.int(below: 10)) }
        let steps = 40 + random.int(below: 40)
        for _ in 0..<steps {
            let live = program.live
            switch random.int(below: 100) {
            case 0..<30:
                // A rule over earlier live nodes; sometimes a deep chain of them.
                let length = random.chance(percent: 4) ? 150 + random.int(below: 150) : 1
                for _ in 0..<length {
                    let candidates = program.live
                    func pick() -> Int {
                        candidates[candidates.count - 1 - random.int(below: min(candidates.count, 6))]
                    }
                    let spec = Spec(
                        condition: pick(), whenEven: (0..<random.int(below: 3)).map { _ in pick() },
                        whenOdd: (0..<random.int(below: 3)).map { _ in pick() }, offset: random.int(below: 7))
                    program.addRule(spec, barrier: random.chance(percent: program.barrierPercent))
                }
            case 30..<55:
                let inputs = live.filter { program.inputs[$0] != nil }
                guard let target = inputs.isEmpty ? nil : inputs[random.int(below: inputs.count)] else { break }
                let value = random.chance(percent: 30) ? program.inputValues[target]! : random.int(below: 10)
                program.inputs[target]!.value = value
                program.inputValues[target] = value
            case 55..<80:
                program.check(live[random.int(below: live.count)])
                checked += 1
            case 80..<85:
                // What a renderer does between frames: it settles the barriers a write reached.
                program.isUpdatingOutputs = true
                program.graph.updateOutputs()
                program.isUpdatingOutputs = false
            case 85..<92:
                program.removeUnreadNode(using: &random, inputs: live.count > 8)
            default:
                program.graph.observer = program.graph.observer == nil ? Silent() : nil
            }
        }
        return checked + program.checkAll()
    }

    /// Runs one program of long chains, the shape whose runs the update walk goes down without
    /// descending: chains of rules that read the rule before, made one after the other or two at a
    /// time, some branching off another chain, some links also reading an earlier node while the
    /// rule before is odd (so runs break and mend as values change), with writes, reads of tails
    /// and middles, removals and observers in between. Returns the values checked.
    static func runChains(seed: UInt64, into program: Program) -> Int {
        var random = SplitMix64(seed: seed)
        var checked = 0
        for _ in 0..<(2 + random.int(below: 3)) { program.addInput(random.int(below: 10)) }
        var tails: [Int] = []
        func link(after previous: Int) -> Int {
            let live = random.chance(percent: 6) ? program.live : []
            let extra = live.isEmpty ? [] : [live[random.int(below: live.count)]]
            program.addRule(
                Spec(condition: previous, whenEven: [], whenOdd: extra, offset: random.int(below: 7)),
                barrier: random.chance(percent: program.barrierPercent))
            return program.count - 1
        }
        func grow() {
            let live = program.live
            // From an input, or off the middle of a chain.
            var ends = [live[random.int(below: live.count)]]
            if random.chance(percent: 40) { ends.append(live[random.int(below: live.count)]) }
            // Two chains made a link of each at a time, where the node after a link is the other's.
            for _ in 0..<(30 + random.int(below: 90)) {
                for index in ends.indices { ends[index] = link(after: ends[index]) }
            }
            tails += ends
        }
        for _ in 0..<(1 + random.int(below: 3)) { grow() }
        for _ in 0..<(50 + random.int(below: 50)) {
            let live = program.live
            switch random.int(below: 100) {
            case 0..<55:
                let inputs = live.filter { program.inputs[$0] != nil }
                let target = inputs[random.int(below: inputs.count)]
                let value = random.chance(percent: 20) ? program.inputValues[target]! : random.int(below: 10)
                program.inputs[target]!.value = value
                program.inputValues[target] = value
                // Mostly a tail read next: the pull a run hint is for.
                let liveTails = tails.filter { !program.removed.contains($0) }
                guard !liveTails.isEmpty, random.chance(percent: 60) else { break }
                program.check(liveTails[random.int(below: liveTails.count)])
                checked += 1
            case 55..<70:
                let liveTails = tails.filter { !program.removed.contains($0) }
                guard !liveTails.isEmpty else { break }
                program.check(liveTails[random.int(below: liveTails.count)])
                checked += 1
            case 70..<85:
                program.check(live[random.int(below: live.count)])
                checked += 1
            case 85..<90:
                grow()
            case 90..<95:
                program.removeUnreadNode(using: &random, inputs: false)
            default:
                program.graph.observer = program.graph.observer == nil ? Silent() : nil
            }
        }
        return checked + program.checkAll()
    }

    /// Runs `programs` programs made by `run` from seeds `0, stride, 2 × stride, …` plus `offset`,
    /// expecting every value to agree with the oracle and every evaluation to be justified; returns
    /// the values checked and the evaluations run.
    static func runPrograms(
        _ programs: Int, seeds stride: UInt64, offset: UInt64, barrierPercent: Int = 0,
        _ run: (UInt64, Program) -> Int
    ) -> (checked: Int, evaluations: Int) {
        var checked = 0
        var evaluations = 0
        for seed in 0..<UInt64(programs) {
            let program = Program(barrierPercent: barrierPercent)
            checked += run(seed &* stride &+ offset, program)
            evaluations += program.evaluations
            #expect(program.failures.isEmpty, "seed \(seed): \(program.failures.prefix(5))")
            #expect(program.justified == program.evaluations, "seed \(seed)")
            program.graph.tearDown()
        }
        return (checked, evaluations)
    }

    @Test("programs of long chains agree with a from-scratch oracle, every evaluation justified")
    func chainPrograms() {
        let programs = 24 * Self.scale
        let (checked, evaluations) = Self.runPrograms(programs, seeds: 6_007, offset: 3) {
            Self.runChains(seed: $0, into: $1)
        }
        print("Chain fuzz: \(programs) programs, \(checked) values checked, \(evaluations) evaluations justified")
        #expect(checked > programs * 100)
    }

    @Test(
        "with barriers among the rules, programs agree with the oracle and every evaluation is justified",
        arguments: [25, 60])
    func barrierPrograms(percent: Int) {
        let programs = 24 * Self.scale
        let random = Self.runPrograms(programs, seeds: 4_481, offset: 5, barrierPercent: percent) {
            Self.run(seed: $0, into: $1)
        }
        let chains = Self.runPrograms(programs, seeds: 3_301, offset: 7, barrierPercent: percent) {
            Self.runChains(seed: $0, into: $1)
        }
        print(
            "Barrier fuzz (\(percent) %): \(2 * programs) programs, \(random.checked + chains.checked) values checked, "
                + "\(random.evaluations + chains.evaluations) evaluations justified")
        #expect(random.checked > programs * 10)
        #expect(chains.checked > programs * 100)
    }

    @Test("random graph programs agree with a from-scratch oracle, every evaluation justified")
    func randomPrograms() {
        let programs = 24 * Self.scale
        let (checked, evaluations) = Self.runPrograms(programs, seeds: 7_919, offset: 1) {
            Self.run(seed: $0, into: $1)
        }
        print("Graph fuzz: \(programs) programs, \(checked) values checked, \(evaluations) evaluations justified")
        #expect(checked > programs * 10)
    }
}

/// Reads the process environment without Foundation.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
