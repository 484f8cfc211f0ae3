import AnimaticTestSupport
import GraphCore
import Testing

/// An observer that wants evaluations only and writes every call down as a line; with `batches`,
/// it takes its evaluations in batches and counts them.
private final class Transcript: GraphObserver {
    let batches: Bool
    var lines: [String] = []
    var batchCount = 0
    var evaluationCount = 0
    var largestBatch = 0
    /// The batch positions whose field-by-field reads disagreed with the evaluation built there.
    var fieldMismatches: [String] = []

    init(batches: Bool) { self.batches = batches }

    var observesOldValues: Bool { false }
    var observesInvalidations: Bool { false }
    var observesEvaluationStarts: Bool { false }
    var _reportsEvaluationsInBatches: Bool { batches }

    func _graph(_ graph: DependencyGraph, didEvaluate evaluations: _EvaluationBatch) {
        batchCount += 1
        largestBatch = max(largestBatch, evaluations.count)
        checkPackedReports(of: evaluations)
        for (position, evaluation) in evaluations.enumerated() {
            checkFields(of: evaluations, at: position, against: evaluation, in: graph)
            self.graph(graph, didEvaluate: evaluation)
        }
        onBatch?(graph, evaluations.count)
    }
    /// Called after a batch is written down, with its size: an observer may replace itself.
    var onBatch: ((DependencyGraph, Int) -> Void)?
    /// How many batches came packed whole, and how many did not.
    var packedBatchCount = 0
    var unpackedBatchCount = 0

    /// The batch comes packed whole exactly when every evaluation in it has no cause and at most
    /// one changed input (every value here is an `Int`), and then its bytes are the packed reports
    /// in order.
    private func checkPackedReports(of evaluations: _EvaluationBatch) {
        let plain = evaluations.indices.allSatisfy {
            evaluations._cause(at: $0) == 0 && evaluations._changedInputCount(at: $0) <= 1
        }
        guard let packed = evaluations._packedReports else {
            unpackedBatchCount += 1
            if plain { fieldMismatches.append("a batch of \(evaluations.count) plain reports came unpacked") }
            return
        }
        packedBatchCount += 1
        if !plain { fieldMismatches.append("a batch of \(evaluations.count) with a cause or inputs came packed") }
        if packed.count != 16 * evaluations.count {
            return fieldMismatches.append("\(packed.count) packed bytes for \(evaluations.count) evaluations")
        }
        for position in evaluations.indices {
            let report = evaluations._packed(at: position)
            let offset = 16 * position
            let copied = (
                packed.load(fromByteOffset: offset, as: UInt32.self),
                packed.load(fromByteOffset: offset + 4, as: UInt32.self),
                packed.load(fromByteOffset: offset + 8, as: UInt64.self)
            )
            if copied != report { fieldMismatches.append("packed bytes at \(position): \(copied), not \(report)") }
        }
    }
    /// Reads the evaluation at `position` field by field, as a recorder's own loop does, and
    /// notes each field that is not what the `Evaluation` built there says.
    private func checkFields(
        of evaluations: _EvaluationBatch, at position: Int, against evaluation: Evaluation, in graph: DependencyGraph
    ) {
        let node = evaluations._node(at: position)
        let count = evaluations._changedInputCount(at: position)
        var wrong: [String] = []
        if node != evaluation.node.rawValue { wrong.append("node \(node)") }
        if evaluations._outcome(at: position) != evaluation.outcome { wrong.append("outcome") }
        if evaluations._cause(at: position) != evaluation.cause.rawValue { wrong.append("cause") }
        if count != evaluation.changedInputCount { wrong.append("input count \(count)") }
        if count > 0 && evaluations._firstChangedInput(at: position) != evaluation.changedInputs[0].rawValue {
            wrong.append("first input")
        }
        // The packed report says the same: the input code, whether there is a cause, the outcome,
        // an `Int`'s scalar kind (2) and the node in the head; the one input, or none; the value's
        // bits.
        let packed = evaluations._packed(at: position)
        let causeBit: UInt32 = evaluation.cause.rawValue != 0 ? 0x08 : 0
        let head = UInt32(min(count, 2)) | causeBit | UInt32(evaluation.outcome.rawValue) << 4 | 2 << 6 | node << 8
        if packed.head != head {
            wrong.append("packed head \(String(packed.head, radix: 16)), not \(String(head, radix: 16))")
        }
        if count <= 1 && packed.first != (count == 1 ? evaluation.changedInputs[0].rawValue : 0) {
            wrong.append("packed first \(packed.first)")
        }
        if let value = evaluation.newValue(as: Int.self), packed.bits != UInt64(bitPattern: Int64(value)) {
            wrong.append("packed bits \(packed.bits)")
        }
        if !wrong.isEmpty {
            fieldMismatches.append(
                "\(graph.name(of: evaluation.node)) at \(position): \(wrong.joined(separator: ", "))")
        }
    }

    func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {
        evaluationCount += 1
        let inputs = evaluation.changedInputs.map { graph.name(of: $0) }.joined(separator: ",")
        let value = evaluation.newValue(as: Int.self).map(String.init) ?? "?"
        lines.append(
            "eval \(graph.name(of: evaluation.node)) ← [\(inputs)] \(evaluation.outcome) \(value) "
                + "cause \(evaluation.cause.rawValue)")
    }
    /// Called after a verification is written down: an observer may write inputs from its calls.
    var onVerify: ((DependencyGraph, NodeID) -> Void)?

    func graph(_ graph: DependencyGraph, didVerify node: NodeID) {
        lines.append("verify \(graph.name(of: node))")
        onVerify?(graph, node)
    }
    func graph(_ graph: DependencyGraph, didAddEdgeFrom source: NodeID, to target: NodeID) {
        lines.append("+edge \(graph.name(of: source))→\(graph.name(of: target))")
    }
    func graph(_ graph: DependencyGraph, didRemoveEdgeFrom source: NodeID, to target: NodeID) {
        lines.append("-edge \(graph.name(of: source))→\(graph.name(of: target))")
    }
    func graph(_ graph: DependencyGraph, didCreate node: NodeID, kind: NodeKind, name: String) {
        lines.append("create \(name)")
    }
    func graph(_ graph: DependencyGraph, didWrite input: NodeID, from oldValue: Any, to newValue: Any, changed: Bool) {
        lines.append("write \(graph.name(of: input)) \(oldValue) → \(newValue)")
    }
}

/// An observer that takes batches and writes down each evaluation's packed report by node name.
private final class PackedReports: GraphObserver {
    var reports: [String: (head: UInt32, first: UInt32, bits: UInt64)] = [:]
    var counts: [String: Int] = [:]

    var observesOldValues: Bool { false }
    var observesInvalidations: Bool { false }
    var observesEvaluationStarts: Bool { false }
    var _reportsEvaluationsInBatches: Bool { true }

    func _graph(_ graph: DependencyGraph, didEvaluate evaluations: _EvaluationBatch) {
        for position in evaluations.indices {
            let name = graph.name(of: NodeID(rawValue: evaluations._node(at: position)))
            reports[name] = evaluations._packed(at: position)
            counts[name] = evaluations._changedInputCount(at: position)
        }
    }
    func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {}
}

@Suite("Evaluation batches")
struct EvaluationBatchTests {
    /// Builds a seeded random graph whose rules read different sources by a value's parity, some of
    /// them rules that never ran (a cold pull inside a rule), then writes inputs and pulls, with
    /// causes on some writes. Returns the observer's transcript.
    private static func run(seed: UInt64, rules ruleCount: Int, batches: Bool) -> Transcript {
        var random = SplitMix64(seed: seed)
        let graph = DependencyGraph()
        let transcript = Transcript(batches: batches)
        graph.observer = transcript
        var inputs: [Input<Int>] = []
        var reads: [() -> Int] = []
        for index in 0..<6 {
            let input = graph.input(random.int(below: 5), name: "i\(index)")
            inputs.append(input)
            reads.append { input.value }
        }
        var rules: [Rule<Int>] = []
        for index in 0..<ruleCount {
            let condition = reads[random.int(below: reads.count)]
            let even = reads[random.int(below: reads.count)]
            let odd = (0..<2).map { _ in reads[random.int(below: reads.count)] }
            let offset = random.int(below: 3)
            let rule = graph.rule(name: "r\(index)") {
                let c = condition()
                return c % 2 == 0 ? (c + even()) % 7 : (odd[0]() + odd[1]() + offset) % 7
            }
            rules.append(rule)
            reads.append { rule.value }
        }
        for step in 0..<40 {
            let input = inputs[random.int(below: inputs.count)]
            let value = random.int(below: 5)
            if step % 3 == 0 {
                input.set(value, cause: ChangeCause(rawValue: UInt32(step + 1)))
            } else {
                input.value = value
            }
            if step % 2 == 0 {
                graph.updateOutputs()
            } else {
                _ = rules[random.int(below: rules.count)].value
            }
        }
        _ = rules.map(\.value)
        return transcript
    }

    /// A chain of 300 rules from one input, each link adding one, and a second chain of 300 that
    /// reads the first's link of the same rank: a write runs 600 rules in one walk, and the walk
    /// goes from one chain to the other and back. Writes the input `seed` and ten more values, and
    /// reads the second chain's end after each.
    private static func runChain(seed: UInt64, batches: Bool) -> Transcript {
        let transcript = Transcript(batches: batches)
        runChain(seed: seed, observedBy: transcript)
        return transcript
    }

    /// `runChain(seed:batches:)` with `observer` attached from the start.
    private static func runChain(seed: UInt64, observedBy observer: Transcript) {
        let graph = DependencyGraph()
        graph.observer = observer
        let source = graph.input(Int(seed), name: "source")
        var link = graph.rule(name: "a0") { source.value &+ 1 }
        var other = graph.rule(name: "b0") { link.value &* 2 }
        for index in 1..<300 {
            let previous = link
            let previousOther = other
            link = graph.rule(name: "a\(index)") { previous.value &+ 1 }
            let rank = link
            other = graph.rule(name: "b\(index)") { previousOther.value &+ rank.value % 3 }
        }
        let end = other
        for step in 0..<11 {
            source.value = Int(seed) &+ step &* 5
            _ = end.value
        }
    }

    /// Where two transcripts part: the first line that differs, with its number, or `nil`.
    private static func firstDifference(_ batched: Transcript, _ single: Transcript) -> String? {
        for (index, (mine, theirs)) in zip(batched.lines, single.lines).enumerated() where mine != theirs {
            return "line \(index + 1): batched \"\(mine)\", one at a time \"\(theirs)\""
        }
        if batched.lines.count != single.lines.count {
            return "batched has \(batched.lines.count) lines, one at a time \(single.lines.count)"
        }
        return nil
    }

    @Test("an observer that takes batches hears what one that does not hears, call for call", arguments: 0..<8)
    func sameTranscript(seed: UInt64) throws {
        let single = Self.run(seed: seed &* 7919 &+ 1, rules: 30, batches: false)
        let batched = Self.run(seed: seed &* 7919 &+ 1, rules: 30, batches: true)
        let difference = Self.firstDifference(batched, single)
        #expect(difference == nil, "\(difference ?? "")")
        #expect(batched.evaluationCount == single.evaluationCount)
        #expect(
            batched.fieldMismatches.isEmpty, "\(batched.fieldMismatches.prefix(3)) of \(batched.fieldMismatches.count)")
        // Batched at all, and by more than one evaluation a call somewhere.
        try #require(single.evaluationCount > 0)
        #expect(batched.batchCount > 0 && batched.batchCount < batched.evaluationCount)
        #expect(single.batchCount == 0)
        // Both kinds of batch came: writes with and without a cause alternate.
        #expect(batched.packedBatchCount > 0 && batched.unpackedBatchCount > 0)
    }

    /// A walk that runs more rules than the graph holds reports for hands them over in the middle
    /// of the walk, between two evaluations, and nested pulls' reports wait for the outer ones'
    /// inputs: the transcript is the same.
    @Test("a walk long enough to hand its reports over part way hears the same, call for call", arguments: 0..<4)
    func sameTranscriptInLongWalks(seed: UInt64) throws {
        let single = Self.runChain(seed: seed, batches: false)
        let batched = Self.runChain(seed: seed, batches: true)
        let difference = Self.firstDifference(batched, single)
        #expect(difference == nil, "\(difference ?? "")")
        #expect(batched.evaluationCount == single.evaluationCount)
        #expect(
            batched.fieldMismatches.isEmpty, "\(batched.fieldMismatches.prefix(3)) of \(batched.fieldMismatches.count)")
        // Some walk held as many reports as the graph keeps before handing them over.
        #expect(batched.largestBatch >= 256)
    }

    /// An observer may put another in its place from its own call: here from the first batch a walk
    /// hands over part way, whose walk goes on for the successor. Between them they hear what one
    /// observer hears, call for call, each evaluation once, whether the successor takes batches or
    /// not.
    @Test("an observer replaced part way through a walk leaves the rest to its successor", arguments: [false, true])
    func replacedPartWay(successorTakesBatches: Bool) throws {
        let single = Self.runChain(seed: 3, batches: false)
        let first = Transcript(batches: true)
        let successor = Transcript(batches: successorTakesBatches)
        // (`first` holds the closure: unowned, for the two not to keep each other.)
        first.onBatch = { [unowned first] graph, count in
            if count >= 256 && graph.observer === first { graph.observer = successor }
        }
        Self.runChain(seed: 3, observedBy: first)
        // Replaced in the middle of the first walk after the chain's first runs (one at a time, as
        // rules that never ran are): the walk runs all 600 rules.
        try #require(first.batchCount == 1 && first.largestBatch == 256)
        let joined = Transcript(batches: true)
        joined.lines = first.lines + successor.lines
        let difference = Self.firstDifference(joined, single)
        #expect(difference == nil, "\(difference ?? "")")
        #expect(first.evaluationCount + successor.evaluationCount == single.evaluationCount)
        #expect(first.fieldMismatches.isEmpty && successor.fieldMismatches.isEmpty)
        // The rest of the walk underway is held and handed over at its end, as a batch, to either
        // kind (an observer that does not take batches hears one call for each report in it).
        #expect(successor.evaluationCount > 0 && successor.batchCount > 0)
    }

    /// The walk collects a node's changed inputs as it compares their epochs, and hands the job
    /// back to the evaluation where it cannot vouch for what it collected: a changed input found
    /// before the walk left the node for a stale source, or a node a write made stale before the
    /// walk left it. Each case's changed inputs are pinned, with a batched and a one-at-a-time
    /// observer alike.
    @Test("the changed inputs a walk collects on its way, and where it must look again", arguments: [false, true])
    func changedInputsOnTheWay(batches: Bool) {
        let graph = DependencyGraph()
        let transcript = Transcript(batches: batches)
        let a = graph.input(1, name: "a")
        let b = graph.input(10, name: "b")
        let c = graph.input(100, name: "c")
        let ruleOfB = graph.rule(name: "ofB") { b.value * 2 }
        let ruleOfC = graph.rule(name: "ofC") { c.value * 3 }
        // Reads an input, then a rule: a change of `a` is found before the walk leaves for `ofB`.
        let inputFirst = graph.rule(name: "inputFirst") { a.value + ruleOfB.value }
        // Reads a rule, then an input: the walk comes back from `ofC` before it looks at `a`.
        let ruleFirst = graph.rule(name: "ruleFirst") { ruleOfC.value + a.value }
        // Reads two rules: each change is found on the way back from one of them.
        let twoRules = graph.rule(name: "twoRules") { ruleOfB.value + ruleOfC.value }
        let all = [inputFirst, ruleFirst, twoRules]
        _ = all.map(\.value)
        graph.observer = transcript
        func step(_ write: () -> Void) -> [String] {
            transcript.lines = []
            write()
            _ = all.map(\.value)
            return transcript.lines.filter { $0.hasPrefix("eval") }
        }
        #expect(
            step { a.value = 2 } == [
                "eval inputFirst ← [a] changed 22 cause 0", "eval ruleFirst ← [a] changed 302 cause 0",
            ])
        #expect(
            step { b.value = 11 } == [
                "eval ofB ← [b] changed 22 cause 0", "eval inputFirst ← [ofB] changed 24 cause 0",
                "eval twoRules ← [ofB] changed 322 cause 0",
            ])
        #expect(
            step { c.value = 101 } == [
                "eval ofC ← [c] changed 303 cause 0", "eval ruleFirst ← [ofC] changed 305 cause 0",
                "eval twoRules ← [ofC] changed 325 cause 0",
            ])
        // `a` found, then the walk leaves `inputFirst` for `ofB`; `ofC`'s change found on the way
        // back, then `a`'s; both rules of `twoRules` found on the way back from each.
        #expect(
            step {
                a.value = 3
                b.value = 12
                c.value = 102
            } == [
                "eval ofB ← [b] changed 24 cause 0", "eval inputFirst ← [a,ofB] changed 27 cause 0",
                "eval ofC ← [c] changed 306 cause 0", "eval ruleFirst ← [ofC,a] changed 309 cause 0",
                "eval twoRules ← [ofB,ofC] changed 330 cause 0",
            ])
        // A write that changes nothing makes nothing stale, and nothing runs.
        #expect(step { a.value = 3 } == [])
    }

    /// An observer that writes from its call, in the middle of a walk, makes a node the walk has
    /// already gone past stale: the walk has found nothing there, and the node looks again.
    @Test(
        "an input the observer writes in the middle of a walk is a changed input of a node above",
        arguments: [false, true])
    func writeFromTheObserver(batches: Bool) {
        let graph = DependencyGraph()
        let transcript = Transcript(batches: batches)
        let x = graph.input(1, name: "x")
        let c = graph.input(2, name: "c")
        let parity = graph.rule(name: "parity") { c.value % 2 }
        let ofParity = graph.rule(name: "ofParity") { parity.value + 10 }
        // Reads `x` first: the walk finds it unchanged, then leaves for `ofParity`.
        let top = graph.rule(name: "top") { x.value * 100 + ofParity.value }
        _ = top.value
        graph.observer = transcript
        transcript.onVerify = { graph, node in
            if graph.name(of: node) == "ofParity" { x.value = 5 }
        }
        c.value = 4  // `parity` runs and stays 0, so `ofParity` is verified, and the observer writes `x`
        _ = top.value
        #expect(
            transcript.lines == [
                "write c 2 → 4", "eval parity ← [c] unchanged 0 cause 0", "verify ofParity", "write x 1 → 5",
                "eval top ← [x] changed 510 cause 0",
            ])
        #expect(top.value == 510)
    }

    /// A batch's packed report holds a `Double`, an `Int` or a `Bool` value's bits, copied when the
    /// rule ran, and the scalar kind that says which; any other value is not in it. The head also
    /// holds the input code (two inputs make the code for two or more), the outcome and the node.
    @Test("packed reports hold a scalar value's bits and kind, and the input code")
    func packedReports() throws {
        let graph = DependencyGraph()
        let x = graph.input(1.5, name: "x")
        let n = graph.input(3, name: "n")
        let double = graph.rule(name: "double") { x.value * -2 }
        let int = graph.rule(name: "int") { n.value - 10 }
        let bool = graph.rule(name: "bool") { n.value > 3 }
        let string = graph.rule(name: "string") { "n is \(n.value)" }
        let both = graph.rule(name: "both") { x.value + Double(n.value) }
        let all: [() -> Any] = [{ double.value }, { int.value }, { bool.value }, { string.value }, { both.value }]
        _ = all.map { $0() }
        let reports = PackedReports()
        graph.observer = reports
        x.value = 2.25
        n.value = 4
        _ = all.map { $0() }
        func head(_ node: String, inputs: UInt32, kind: UInt32) throws -> UInt32 {
            let id = try #require(graph.nodes.first { graph.name(of: $0) == node })
            return inputs | UInt32(EvaluationOutcome.changed.rawValue) << 4 | kind << 6 | id.rawValue << 8
        }
        let doubleReport = try #require(reports.reports["double"])
        #expect(doubleReport.head == (try head("double", inputs: 1, kind: 1)))
        #expect(doubleReport.bits == (-4.5).bitPattern)
        #expect(doubleReport.first == (try #require(graph.nodes.first { graph.name(of: $0) == "x" })).rawValue)
        let intReport = try #require(reports.reports["int"])
        #expect(intReport.head == (try head("int", inputs: 1, kind: 2)))
        #expect(intReport.bits == UInt64(bitPattern: -6))
        let boolReport = try #require(reports.reports["bool"])
        #expect(boolReport.head == (try head("bool", inputs: 1, kind: 3)))
        #expect(boolReport.bits == 1)
        let stringReport = try #require(reports.reports["string"])
        #expect(stringReport.head == (try head("string", inputs: 1, kind: 0)))
        #expect(stringReport.bits == 0)
        let bothReport = try #require(reports.reports["both"])
        #expect(bothReport.head == (try head("both", inputs: 2, kind: 1)))
        #expect(bothReport.bits == 6.25.bitPattern)
        #expect(reports.counts["both"] == 2)
        // A `Bool` turning false is 0, whatever else its box's word holds.
        n.value = 1
        _ = bool.value
        #expect(reports.reports["bool"]?.bits == 0)
    }
}
