import AnimaticTestSupport
import Testing

@testable import Animatic

/// The recorder's record keeps its kind, a 4-bit detail and a 24-bit node in one word, then an input
/// or index and a value's 8 bytes: 16 bytes a record, every value read back whole, and a node past
/// 24 bits named by a `.wide` record in front.
@Suite("Trace records")
struct TraceRecordTests {
    typealias Record = _TraceRecorder.Record

    @Test("a record is 16 bytes apart in an array")
    func layout() {
        #expect(MemoryLayout<Record>.size == 16)
        #expect(MemoryLayout<Record>.stride == 16)
    }

    @Test("each field reads back what was set, the others left alone", arguments: 0..<4)
    func fieldsRoundTrip(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 1)
        let edges: [UInt64] = [0, 1, UInt64.max, 1 << 32, (1 << 32) - 1, Double.nan.bitPattern, (-0.0).bitPattern]
        let outcomes: [EvaluationOutcome] = [.initial, .changed, .unchanged]
        let kinds: [Record.ValueKind] = [.boxed, .double, .int, .bool]
        for bits in edges + (0..<200).map({ _ in random.next() }) {
            let node = UInt32(truncatingIfNeeded: random.next()) % Record.nodeLimit
            let first = UInt32(truncatingIfNeeded: random.next())
            let outcome = outcomes[Int(random.next() % 3)]
            let valueKind = kinds[Int(random.next() % 4)]
            let inputs = UInt32(random.next() % 3)
            let record = Record(
                evaluatedWithInputs: inputs, outcome: outcome.rawValue, valueKind: valueKind.rawValue, node: node,
                first: first, bits: bits)
            let kind: Record.Kind = [.evaluated, .evaluatedFromInput, .evaluatedFromInputs][Int(inputs)]
            #expect(record.kind == kind, "\(inputs) inputs read back as \(record.kind)")
            #expect(record.bits == bits, "bits \(bits) read back as \(record.bits)")
            #expect(record.node == node, "node \(node) read back as \(record.node)")
            #expect(record.first == first && record.outcome == outcome && record.valueKind == valueKind)
        }
        var record = Record(kind: .created, detail: 1, node: Record.nodeLimit - 1, first: 9)
        #expect(record.kind == .created && record.detail == 1 && record.node == Record.nodeLimit - 1)
        record.bits = (-1234.5678).bitPattern
        #expect(Double(bitPattern: record.bits) == -1234.5678)
        #expect(record.kind == .created && record.node == Record.nodeLimit - 1 && record.first == 9)
    }

    @Test("a record without a value keeps its item in the value's low half")
    func itemShared() {
        var record = Record(kind: .full, node: 0, item: 41)
        #expect(record.item == 41)
        record.item += 1
        #expect(record.item == 42)
        #expect(record.bits == 42)
    }

    @Test("a node a record cannot hold is named by a .wide record in front of it")
    func wideNodesRecorded() {
        let narrow = Record.nodeLimit - 1
        let wide = Record.nodeLimit + 12_345
        var tick = _TraceRecorder.Tick()
        tick.append(Record(kind: .created, detail: 1, node: wide), about: wide)
        tick.append(Record(kind: .edgeAdded, node: wide, first: narrow), about: wide)
        tick.append(
            Record(
                evaluatedWithInputs: 1, outcome: EvaluationOutcome.changed.rawValue,
                valueKind: Record.ValueKind.double.rawValue, node: wide, first: narrow, bits: (2.5).bitPattern),
            about: wide)
        tick.append(Record(kind: .verified, node: narrow), about: narrow)
        let records = tick.records
        #expect(records.map(\.kind) == [.wide, .created, .wide, .edgeAdded, .wide, .evaluatedFromInput, .verified])
        #expect(records.filter { $0.kind == .wide }.map(\.first) == [wide, wide, wide])
        #expect(records[3].first == narrow && records[5].first == narrow && records[6].node == narrow)
        #expect(records[5].outcome == .changed && Double(bitPattern: records[5].bits) == 2.5)
    }

    @Test("reading a trace, a .wide record names the node of the record after it, and only that one")
    func wideNodesRead() {
        // The reader treats any `.wide` record alike; a small number keeps its tables small.
        let named: UInt32 = 40
        var tick = _TraceRecorder.Tick()
        tick.records = [
            Record(kind: .wide, node: 0, first: named),
            Record(kind: .edgeAdded, node: 3, first: 2),
            Record(kind: .wide, node: 0, first: named),
            Record(
                evaluatedWithInputs: 1, outcome: EvaluationOutcome.initial.rawValue,
                valueKind: Record.ValueKind.int.rawValue, node: 3, first: 2, bits: 9),
            Record(kind: .verified, node: 3),
        ]
        var builder = _TraceBuilder(graph: nil)
        let events = builder.tick(from: tick).events
        #expect(events.count == 3)
        guard events.count == 3 else { return }
        guard case .dependencyAdded(let source, let target) = events[0] else {
            Issue.record("expected an edge, got \(events[0])")
            return
        }
        #expect(source.id.rawValue == 2 && target.id.rawValue == named)
        guard case .evaluated(let node, let inputs, let outcome, _, let value, _) = events[1] else {
            Issue.record("expected an evaluation, got \(events[1])")
            return
        }
        #expect(node.id.rawValue == named && inputs.map(\.id.rawValue) == [2] && outcome == .initial)
        #expect(value.base as? Int == 9)
        #expect(events[2].node?.id.rawValue == 3, "the record after the next names its own node")
    }

    @Test("an evaluation's many changed inputs are kept whole, past any 16-bit count")
    func manyInputs() {
        let count = 70_000
        var tick = _TraceRecorder.Tick()
        tick.inputs = [UInt32(count)] + (0..<UInt32(count)).map { $0 * 3 }
        tick.append(
            Record(
                evaluatedWithInputs: 2, outcome: EvaluationOutcome.changed.rawValue,
                valueKind: Record.ValueKind.int.rawValue, node: 5, first: 0, bits: 7),
            about: 5)
        var builder = _TraceBuilder(graph: nil)
        let events = builder.tick(from: tick).events
        guard case .evaluated(_, let inputs, _, _, let value, _)? = events.first else {
            Issue.record("expected an evaluation, got \(events)")
            return
        }
        #expect(inputs.count == count)
        #expect(inputs.last?.id.rawValue == UInt32(count - 1) * 3)
        #expect(value.base as? Int == 7)
    }
}

/// A bounded trace reuses the buffers of the tick it drops, but not those of a burst that has left
/// its ring: the tick that built a graph of thousands of nodes is not held as long as the ring
/// goes round.
@Suite("Trace ring buffers")
struct TraceRingBufferTests {
    /// A graph of `rules` rules on one state, built and evaluated in one tick, and a small rule on
    /// a state of its own.
    private static func scene(rules: Int) -> (AnimationGraph, StateNode<Double>, StateNode<Double>) {
        let graph = AnimationGraph(tracing: .lastTicks(4))
        let wide = graph.state(0.0, name: "wide")
        for index in 0..<rules { _ = graph.rule(name: "r\(index)") { wide.value + Double(index) } }
        let narrow = graph.state(0.0, name: "narrow")
        _ = graph.rule(name: "small") { narrow.value * 2 }
        graph.update()
        return (graph, wide, narrow)
    }

    @Test("the burst's records go once it has left the ring; the trace keeps its last ticks")
    func burstLeaves() throws {
        let (graph, _, narrow) = Self.scene(rules: 2_000)
        let recorder = try #require(graph.recorder)
        // 2,003 nodes created and 2,001 first evaluations.
        #expect(recorder.recordCapacity >= 4_000)
        for step in 1...12 {
            narrow.value = Double(step)
            graph.update()
        }
        #expect(recorder.recordCapacity < 200, "the ring still holds \(recorder.recordCapacity) records' room")
        let ticks = graph.trace.ticks
        #expect(ticks.count == 4)
        let values = ticks.last?.events.compactMap { event -> Double? in
            guard case .evaluated(let node, _, _, _, let value, _) = event, node.name == "small" else { return nil }
            return value.base as? Double
        }
        #expect(values == [24])
    }

    @Test("while busy ticks are in the ring, their room is kept for the next")
    func busyTicksKeepTheirRoom() throws {
        let (graph, wide, narrow) = Self.scene(rules: 2_000)
        let recorder = try #require(graph.recorder)
        for step in 1...12 {
            // Every other tick runs the 2,000 rules.
            if step.isMultiple(of: 2) { wide.value = Double(step) } else { narrow.value = Double(step) }
            graph.update()
        }
        #expect(recorder.recordCapacity >= 2 * 2_000)
        let evaluations = graph.trace.ticks.map { tick in
            tick.events.filter { if case .evaluated = $0 { true } else { false } }.count
        }
        #expect(evaluations == [1, 2_000, 1, 2_000])
    }

    /// A graph batch packs the common evaluation in this record's layout, so the recorder copies it:
    /// the copied record reads back as the one the recorder builds from the evaluation's fields, for
    /// each scalar kind and for none, with one changed input and with two.
    @Test("a graph batch's packed report is the record the recorder would build")
    func packedReportsAreRecords() throws {
        let graph = DependencyGraph()
        let x = graph.input(0.5, name: "x")
        let n = graph.input(2, name: "n")
        let double = graph.rule { x.value * 3 }
        let int = graph.rule { n.value &* 7 }
        let bool = graph.rule { n.value > 2 }
        let string = graph.rule { "n is \(n.value)" }
        let both = graph.rule { x.value + Double(n.value) }
        let reads: [() -> Any] = [{ double.value }, { int.value }, { bool.value }, { string.value }, { both.value }]
        _ = reads.map { $0() }
        let observer = PackedRecordObserver()
        graph.observer = observer
        x.value = -1.25
        n.value = 3
        _ = reads.map { $0() }
        try #require(observer.compared == 5)
        #expect(observer.mismatches.isEmpty, "\(observer.mismatches)")
        // `both` had two changed inputs: its report is not a record the recorder copies.
        #expect(observer.copyable == observer.compared - 1)
    }
}

/// Compares each packed report of a batch, as a record, with the record built from its fields.
private final class PackedRecordObserver: GraphObserver {
    typealias Record = _TraceRecorder.Record
    var compared = 0
    var copyable = 0
    var mismatches: [String] = []

    var observesOldValues: Bool { false }
    var observesInvalidations: Bool { false }
    var observesEvaluationStarts: Bool { false }
    var _reportsEvaluationsInBatches: Bool { true }

    func _graph(_ graph: DependencyGraph, didEvaluate evaluations: _EvaluationBatch) {
        for position in evaluations.indices {
            let evaluation = evaluations[position]
            let packed = Record(packed: evaluations._packed(at: position))
            let kind: Record.ValueKind
            let bits: UInt64
            if let value = evaluation.newValue(as: Double.self) {
                (kind, bits) = (.double, value.bitPattern)
            } else if let value = evaluation.newValue(as: Int.self) {
                (kind, bits) = (.int, UInt64(bitPattern: Int64(value)))
            } else if let value = evaluation.newValue(as: Bool.self) {
                (kind, bits) = (.bool, value ? 1 : 0)
            } else {
                (kind, bits) = (.boxed, 0)
            }
            let count = evaluation.changedInputCount
            guard evaluation.cause.rawValue == 0 else { continue }
            compared += 1
            if count > 1 { continue }
            copyable += 1
            let built = Record(
                evaluatedWithInputs: UInt32(count), outcome: evaluation.outcome.rawValue, valueKind: kind.rawValue,
                node: evaluation.node.rawValue, first: count == 1 ? evaluation.changedInputs[0].rawValue : 0, bits: bits
            )
            if packed.kind != built.kind || packed.node != built.node || packed.first != built.first
                || packed.outcome != built.outcome || packed.valueKind != built.valueKind || packed.bits != built.bits
            {
                mismatches.append("\(graph.name(of: evaluation.node)): \(packed) against \(built)")
            }
        }
    }
    func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {}
}
