import AnimaticTestSupport
import Testing

@testable import Animatic

/// The recorder's record packs a value's 8 bytes as two 4-byte halves, the low one shared with the
/// index a record without a value keeps: 20 bytes a record, and every value read back whole.
@Suite("Trace records")
struct TraceRecordTests {
    typealias Record = _TraceRecorder.Record

    @Test("a record is 20 bytes apart in an array, with no field wider than 4 bytes")
    func layout() {
        #expect(MemoryLayout<Record>.size == 20)
        #expect(MemoryLayout<Record>.stride == 20)
        #expect(MemoryLayout<Record>.alignment == 4)
    }

    @Test("a value's bits read back whole, and the other fields are left alone", arguments: 0..<4)
    func bitsRoundTrip(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 1)
        let edges: [UInt64] = [0, 1, UInt64.max, 1 << 32, (1 << 32) - 1, Double.nan.bitPattern, (-0.0).bitPattern]
        for bits in edges + (0..<200).map({ _ in random.next() }) {
            var record = Record(kind: .evaluated, detail: 0x12, inputCount: 1, node: 7, first: 9)
            record.bits = bits
            #expect(record.bits == bits, "bits \(bits) read back as \(record.bits)")
            #expect(record.kind == .evaluated && record.detail == 0x12 && record.inputCount == 1)
            #expect(record.node == 7 && record.first == 9)
        }
        let value = -1234.5678
        var record = Record(kind: .evaluated, node: 0)
        record.bits = value.bitPattern
        #expect(Double(bitPattern: record.bits) == value)
        record.bits = UInt64(bitPattern: Int64(Int.min))
        #expect(Int(Int64(bitPattern: record.bits)) == Int.min)
    }

    @Test("a record without a value keeps its item in the value's low half")
    func itemShared() {
        var record = Record(kind: .full, node: 0, item: 41)
        #expect(record.item == 41)
        record.item += 1
        #expect(record.item == 42)
        #expect(record.bits == 42)
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
}
