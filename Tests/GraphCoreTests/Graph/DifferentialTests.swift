import AnimaticTestSupport
import GraphCore
import Testing

/// The correctness oracle: random graphs driven by random writes, checked after every update
/// against a naive evaluator that recomputes every node from scratch.
///
/// Each rule is described as data (a ``Formula`` over nodes created before it), so the graph's
/// rule closure and the oracle interpret the same definition. After every update the test checks
///
/// - every pulled value, and every node the graph says is up to date, against the oracle;
/// - that no rule ran unless a source it read last time changed value since it last settled
///   (by the oracle's account), that every re-evaluation names a changed input, and that no node
///   ran or was verified twice in one update;
/// - that each rule's `sources(of:)` are exactly what the oracle read in its latest evaluation, in
///   read order;
/// - after `updateOutputs()`, that every node is up to date;
/// - after the writes and after the pulls, the storage's structural invariants
///   (`DependencyGraph._checkInvariants()`).
///
/// A failure names the seed, the update and the node; rerun one seed by narrowing `seeds`.
@Suite("Differential: DependencyGraph against a from-scratch evaluator")
struct DifferentialTests {
    /// 24 seeds of 500 updates each: 12,000 random updates.
    static let seeds: [UInt64] = (1...24).map { 0x5EED_0000_0000 &+ UInt64($0) &* 0x9E37_79B9 }
    static let updatesPerSeed = 500

    @Test("random graphs and writes: values match the oracle and nothing runs needlessly", arguments: seeds)
    func randomUpdates(seed: UInt64) throws {
        var scenario = Scenario(seed: seed)
        try scenario.run(updates: Self.updatesPerSeed)
    }

    @Test("the generator is reproducible")
    func reproducible() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        #expect((0..<8).map { _ in first.next() } == (0..<8).map { _ in second.next() })
        var reference = SplitMix64(seed: 0)
        #expect(reference.next() == 0xE220_A839_7B1D_CDAF)
    }
}

// MARK: - Rules as data

/// What a rule computes, over the values of nodes created before it (by index).
///
/// The operations keep values small (0..<64 for most), so equal results, and therefore equality
/// cutoff, are common.
enum Formula: CustomStringConvertible {
    /// A rule that reads nothing.
    case constant(Int)
    /// The sum of the operands, modulo 64; an operand may repeat (one edge, read once).
    case sum([Int])
    /// `a − b`, modulo 64.
    case difference(Int, Int)
    /// `x / 4`: often unchanged.
    case quarter(Int)
    /// `min(x, limit)`: often unchanged.
    case clamp(Int, limit: Int)
    /// `if condition % modulus == 0 { then } else { otherwise }`: edges come and go.
    case choose(condition: Int, modulus: Int, then: Int, otherwise: Int)
    /// `condition > threshold ? condition + operand : 0`: reads the operand only sometimes.
    case guarded(condition: Int, threshold: Int, operand: Int)
    /// `x + x`: reads the same node twice.
    case twice(Int)

    /// Computes the value, reading operands through `read` in a fixed order.
    func evaluate(_ read: (Int) -> Int) -> Int {
        switch self {
        case .constant(let value):
            return value
        case .sum(let operands):
            var total = 0
            for operand in operands { total = (total &+ read(operand)) & 63 }
            return total
        case .difference(let a, let b):
            return (read(a) &- read(b)) & 63
        case .quarter(let operand):
            return read(operand) / 4
        case .clamp(let operand, let limit):
            return min(read(operand), limit)
        case .choose(let condition, let modulus, let then, let otherwise):
            return read(condition) % modulus == 0 ? read(then) : read(otherwise)
        case .guarded(let condition, let threshold, let operand):
            let value = read(condition)
            return value > threshold ? (value &+ read(operand)) & 63 : 0
        case .twice(let operand):
            return (read(operand) &+ read(operand)) & 63
        }
    }

    var description: String {
        switch self {
        case .constant(let value): "constant \(value)"
        case .sum(let operands): "sum of \(operands.map { "n\($0)" }.joined(separator: ", "))"
        case .difference(let a, let b): "n\(a) − n\(b)"
        case .quarter(let operand): "n\(operand) / 4"
        case .clamp(let operand, let limit): "min(n\(operand), \(limit))"
        case .choose(let condition, let modulus, let then, let otherwise):
            "n\(condition) % \(modulus) == 0 ? n\(then) : n\(otherwise)"
        case .guarded(let condition, let threshold, let operand):
            "n\(condition) > \(threshold) ? n\(condition) + n\(operand) : 0"
        case .twice(let operand): "n\(operand) + n\(operand)"
        }
    }

    /// A random formula for the node at `index`, reading only nodes before it: mostly recent ones
    /// (long chains), sometimes any (wide fan-in and long edges).
    static func random(at index: Int, using random: inout SplitMix64) -> Formula {
        func operand() -> Int {
            random.chance(0.6) ? index - 1 - random.int(below: min(6, index)) : random.int(below: index)
        }
        switch random.int(below: 16) {
        case 0: return .constant(random.int(below: 8))
        case 1, 2, 3: return .sum((0..<random.int(in: 1...4)).map { _ in operand() })
        case 4, 5: return .difference(operand(), operand())
        case 6, 7: return .quarter(operand())
        case 8, 9: return .clamp(operand(), limit: random.int(in: 2...12))
        case 10, 11, 12:
            return .choose(condition: operand(), modulus: random.int(in: 2...4), then: operand(), otherwise: operand())
        case 13: return .guarded(condition: operand(), threshold: random.int(below: 8), operand: operand())
        default: return .twice(operand())
        }
    }
}

/// A value that is not `Equatable`: every write and evaluation counts as a change.
struct Tally {
    var count: Int
}

/// A node of the graph under test, typed.
enum Handle {
    case input(Input<Int>)
    case opaqueInput(Input<Tally>)
    case rule(Rule<Int>)
    case opaqueRule(Rule<Tally>)

    var id: NodeID {
        switch self {
        case .input(let node): node.id
        case .opaqueInput(let node): node.id
        case .rule(let node): node.id
        case .opaqueRule(let node): node.id
        }
    }

    /// The node's value, pulled (and, inside a rule, recorded as a dependency).
    var value: Int {
        switch self {
        case .input(let node): node.value
        case .opaqueInput(let node): node.value.count
        case .rule(let node): node.value
        case .opaqueRule(let node): node.value.count
        }
    }

    func write(_ value: Int) {
        switch self {
        case .input(let node): node.value = value
        case .opaqueInput(let node): node.value = Tally(count: value)
        case .rule, .opaqueRule: preconditionFailure("rules cannot be written")
        }
    }

    /// The integer inside a type-erased value of either node type.
    static func payload(_ value: Any?) -> Int? {
        if let value = value as? Int { return value }
        if let value = value as? Tally { return value.count }
        return nil
    }
}

/// The handles, by index, shared with the rule closures that read them.
final class HandleTable {
    var handles: [Handle] = []

    func read(_ index: Int) -> Int { handles[index].value }
}

/// Records evaluations and verifications as they happen; checked after each update.
final class EvaluationRecorder: GraphObserver {
    enum Event {
        case evaluated(node: Int, outcome: EvaluationOutcome, changedInputs: [NodeID], oldValue: Any?, newValue: Any)
        case verified(node: Int)
    }

    var events: [Event] = []

    func graph(
        _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome, changedInputs: [NodeID],
        oldValue: Any?, newValue: Any
    ) {
        events.append(
            .evaluated(
                node: Int(node.rawValue), outcome: outcome, changedInputs: changedInputs, oldValue: oldValue,
                newValue: newValue))
    }

    func graph(_ graph: DependencyGraph, didVerify node: NodeID) {
        events.append(.verified(node: Int(node.rawValue)))
    }
}

/// A mismatch between the graph and the oracle.
struct DifferentialFailure: Error, CustomStringConvertible {
    let description: String
}

// MARK: - The oracle

/// The naive evaluator: every node recomputed from the input values, in creation order (a rule
/// reads only earlier nodes, so creation order is a topological order). No caching, no edges.
enum NaiveEvaluator {
    /// Every node's value, and the nodes each rule read, deduplicated, in read order.
    static func evaluate(formulas: [Formula?], inputValues: [Int]) -> (values: [Int], reads: [[Int]]) {
        var values = [Int](repeating: 0, count: formulas.count)
        var reads = [[Int]](repeating: [], count: formulas.count)
        for (index, formula) in formulas.enumerated() {
            guard let formula else {
                values[index] = inputValues[index]
                continue
            }
            var read: [Int] = []
            values[index] = formula.evaluate { operand in
                if !read.contains(operand) { read.append(operand) }
                return values[operand]
            }
            reads[index] = read
        }
        return (values, reads)
    }
}

// MARK: - One seed

/// One random graph and its run of random updates.
struct Scenario {
    let seed: UInt64
    var random: SplitMix64
    let graph = DependencyGraph()
    let table = HandleTable()
    let recorder = EvaluationRecorder()

    /// `nil` for an input.
    var formulas: [Formula?] = []
    var isOpaque: [Bool] = []
    var inputValues: [Int] = []
    var inputIndices: [Int] = []

    // The oracle's view, for the current update.
    var values: [Int] = []
    var reads: [[Int]] = []
    /// The last update at which each node's value changed (for a non-`Equatable` node: at which it
    /// would have been recomputed or written).
    var lastChange: [Int] = []

    // What the graph did, as the observer reported it.
    var hasEvaluated: [Bool] = []
    /// The update at which each rule last ran or was verified.
    var settledAt: [Int] = []
    /// What the oracle read at the rule's latest evaluation.
    var settledReads: [[Int]] = []
    var lastEventAt: [Int] = []

    var update = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        build()
    }

    /// `[n3, n7]`.
    static func names(_ nodes: [Int]) -> String { "[" + nodes.map { "n\($0)" }.joined(separator: ", ") + "]" }

    func failure(_ node: Int?, _ message: String) -> DifferentialFailure {
        var text = "seed 0x\(String(seed, radix: 16, uppercase: true)), update \(update)"
        if let node {
            let definition = formulas[node].map { "rule \($0)" } ?? "input"
            text += ", node n\(node) (\(definition)\(isOpaque[node] ? ", not Equatable" : ""))"
        }
        return DifferentialFailure(description: text + ": " + message)
    }

    mutating func build() {
        let count = random.int(in: 150...400)
        for index in 0..<count {
            let opaque: Bool
            if index < 3 || random.chance(0.12) {
                let value = random.int(below: 8)
                opaque = random.chance(0.15)
                formulas.append(nil)
                inputValues.append(value)
                inputIndices.append(index)
                table.handles.append(
                    opaque
                        ? .opaqueInput(graph.input(Tally(count: value), name: "n\(index)"))
                        : .input(graph.input(value, name: "n\(index)")))
            } else {
                let formula = Formula.random(at: index, using: &random)
                let table = self.table
                opaque = random.chance(0.12)
                formulas.append(formula)
                inputValues.append(0)
                table.handles.append(
                    opaque
                        ? .opaqueRule(graph.rule(name: "n\(index)") { Tally(count: formula.evaluate(table.read)) })
                        : .rule(graph.rule(name: "n\(index)") { formula.evaluate(table.read) }))
            }
            isOpaque.append(opaque)
            precondition(table.handles[index].id.rawValue == UInt32(index))
        }
        (values, reads) = NaiveEvaluator.evaluate(formulas: formulas, inputValues: inputValues)
        lastChange = [Int](repeating: 0, count: count)
        hasEvaluated = [Bool](repeating: false, count: count)
        settledAt = [Int](repeating: -1, count: count)
        settledReads = [[Int]](repeating: [], count: count)
        lastEventAt = [Int](repeating: -1, count: count)
        graph.observer = recorder
    }

    mutating func run(updates: Int) throws {
        try pullAndCheck()
        for _ in 0..<updates {
            update += 1
            writeAndRecompute()
            try checkStructure("after the writes")
            try pullAndCheck()
        }
    }

    /// Several writes, some of an equal value, then the oracle's recomputation.
    mutating func writeAndRecompute() {
        var changedInputs = Set<Int>()
        for _ in 0..<random.int(in: 1...6) {
            let input = inputIndices[random.int(below: inputIndices.count)]
            let newValue = random.chance(0.3) ? inputValues[input] : random.int(below: 8)
            if isOpaque[input] || newValue != inputValues[input] { changedInputs.insert(input) }
            inputValues[input] = newValue
            table.handles[input].write(newValue)
        }
        let previousValues = values
        let previousReads = reads
        (values, reads) = NaiveEvaluator.evaluate(formulas: formulas, inputValues: inputValues)
        for index in formulas.indices {
            let changed: Bool
            if formulas[index] == nil {
                changed = changedInputs.contains(index)
            } else if isOpaque[index] {
                // Recomputed (so changed) exactly when something it read changed.
                changed = previousReads[index].contains { lastChange[$0] == update }
            } else {
                changed = values[index] != previousValues[index]
            }
            if changed { lastChange[index] = update }
        }
    }

    /// Pulls some nodes one of several ways, then checks everything the graph reported and holds.
    mutating func pullAndCheck() throws {
        var pulled: [Int] = []
        var allUpToDate = false
        let count = formulas.count
        switch random.int(below: 10) {
        case 0:
            break  // Nothing pulled: stale nodes stay stale into the next update.
        case 1, 2:
            graph.updateOutputs()
            allUpToDate = true
        case 3, 4, 5:
            pulled = random.chance(0.5) ? Array(0..<count) : Array((0..<count).reversed())
        case 6, 7:
            pulled = (0..<count).filter { _ in random.chance(0.2) }
            for index in pulled.indices.reversed() where index > 0 {
                pulled.swapAt(index, random.int(below: index + 1))
            }
        case 8:
            for index in 0..<count where random.chance(0.2) { graph.pull(table.handles[index].id) }
        default:
            pulled = Array((count - random.int(in: 1...10))..<count)
        }
        for index in pulled {
            let value = table.handles[index].value
            if value != values[index] {
                throw failure(index, "pulled value \(value), the oracle says \(values[index])")
            }
        }
        try checkEvents()
        try checkNodes(allUpToDate: allUpToDate)
        try checkStructure("after the pulls")
    }

    /// The storage's own structural invariants (edges linked both ways, counts, the free list).
    func checkStructure(_ moment: String) throws {
        let violations = graph._checkInvariants()
        if !violations.isEmpty {
            throw failure(nil, "the storage's structure is broken \(moment): " + violations.joined(separator: "; "))
        }
    }

    /// Replays what the observer saw during this update against the oracle.
    mutating func checkEvents() throws {
        let events = recorder.events
        recorder.events.removeAll(keepingCapacity: true)
        for event in events {
            switch event {
            case .evaluated(let node, let outcome, let changedInputs, let oldValue, let newValue):
                try checkEvaluation(node, outcome, changedInputs.map { Int($0.rawValue) }, oldValue, newValue)
            case .verified(let node):
                if lastEventAt[node] == update { throw failure(node, "verified after it already ran or was verified") }
                lastEventAt[node] = update
                if !hasEvaluated[node] { throw failure(node, "verified before it ever ran") }
                if reads[node] != settledReads[node] {
                    throw failure(
                        node,
                        "verified without running, but the oracle reads \(Self.names(reads[node])) now and read "
                            + "\(Self.names(settledReads[node])) when it last ran: an input changed")
                }
                settledAt[node] = update
            }
        }
    }

    mutating func checkEvaluation(
        _ node: Int, _ outcome: EvaluationOutcome, _ changedInputs: [Int], _ oldValue: Any?, _ newValue: Any
    ) throws {
        if lastEventAt[node] == update { throw failure(node, "ran twice in one update (or ran after a verification)") }
        lastEventAt[node] = update
        guard formulas[node] != nil else { throw failure(node, "an input was evaluated") }
        guard let value = Handle.payload(newValue), value == values[node] else {
            throw failure(node, "evaluated to \(newValue), the oracle says \(values[node])")
        }
        if !hasEvaluated[node] {
            if outcome != .initial || !changedInputs.isEmpty {
                throw failure(
                    node, "first evaluation reported as \(outcome), changed inputs \(Self.names(changedInputs))")
            }
        } else {
            let since = settledAt[node]
            let sources = settledReads[node]
            if !sources.contains(where: { lastChange[$0] > since }) {
                throw failure(
                    node,
                    "re-evaluated though none of its sources \(Self.names(sources)) changed value since "
                        + "update \(since), when it last ran or was verified")
            }
            if changedInputs.isEmpty { throw failure(node, "re-evaluated with no changed input reported") }
            for input in changedInputs where !sources.contains(input) || lastChange[input] <= since {
                throw failure(
                    node,
                    "reported n\(input) as a changed input; its sources were \(Self.names(sources)), "
                        + "and n\(input) last changed at update \(lastChange[input]), settled at \(since)")
            }
            let expected: EvaluationOutcome =
                isOpaque[node] || Handle.payload(oldValue) != value ? .changed : .unchanged
            if outcome != expected {
                throw failure(node, "outcome \(outcome) for \(String(describing: oldValue)) → \(newValue)")
            }
        }
        hasEvaluated[node] = true
        settledAt[node] = update
        settledReads[node] = reads[node]
    }

    /// Every up-to-date node holds the oracle's value, and every rule's sources are what it read.
    func checkNodes(allUpToDate: Bool) throws {
        for index in formulas.indices {
            let id = table.handles[index].id
            let state = graph.state(of: id)
            if state == .upToDate {
                let value = Handle.payload(graph.currentValue(of: id))
                if value != values[index] {
                    let held = value.map(String.init) ?? "nothing"
                    throw failure(index, "up to date holding \(held), the oracle says \(values[index])")
                }
            } else if allUpToDate {
                throw failure(index, "\(state) after updateOutputs()")
            }
            if formulas[index] != nil && hasEvaluated[index] {
                let sources = graph.sources(of: id).map { Int($0.rawValue) }
                if sources != settledReads[index] {
                    throw failure(
                        index,
                        "sources \(Self.names(sources)), but its latest evaluation read "
                            + "\(Self.names(settledReads[index]))")
                }
            }
        }
    }
}
