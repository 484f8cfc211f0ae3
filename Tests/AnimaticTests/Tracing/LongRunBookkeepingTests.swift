import Testing

@testable import Animatic

/// A phase animator that never rests, run for 1,000 s (60,000 frames): what the graph and its
/// recorder keep stays bounded by the graph's size and the ring's content, not by the run's length.
/// (`Benchmarks/streamed-memory.py` measures the resident memory of the same scene's long runs.)
@Suite("Long-run bookkeeping")
struct LongRunBookkeepingTests {
    /// `pulse`, as the scene builds it, with the streamed run's ring.
    static func pulse() -> AnimationGraph {
        let graph = AnimationGraph(tracing: .lastTicks(4_096))
        let pulse = graph.phaseAnimator(name: "pulse", phases: [1.0, 1.25]) { _ in .easeInOut(duration: 0.5) }
        let dot = graph.animatable(name: "Dot") { pulse.value }
        _ = graph.rule(name: "Dot.diameter") { 24 * dot.value }
        return graph
    }

    @Test("write causes no node holds any more are dropped; the ones held still name their transaction")
    func writeCausesStayBounded() throws {
        let graph = Self.pulse()
        graph.advance(to: 1_000)
        // Two phase steps of 31 frames a cycle: one cause each.
        #expect(graph.writeCauses.latest == 1_936)
        #expect(graph.writeCauses.count <= _WriteCauses.minimumLimit)
        #expect(graph.writeCauses.limit == _WriteCauses.minimumLimit)
        // The latest step's change still reaches `Dot` in its own transaction.
        let first = graph.tickCount
        graph.advance(by: 1)
        let events = graph.trace(fromTick: first).ticks.flatMap(\.events)
        let transactions = events.compactMap { event -> Int? in
            guard case .evaluated(let node, _, _, _, _, let transaction) = event, node.name == "Dot" else { return nil }
            return transaction?.id
        }
        #expect(transactions == [1_937, 1_938])
    }

    @Test("the ring's room for whole events follows what its ticks hold")
    func eventRoomStaysBounded() throws {
        let graph = Self.pulse()
        let recorder = try #require(graph.recorder)
        graph.advance(to: 1_000)
        // Every buffer that ever held a step's events kept that room: 18,572 events' room at 800 s.
        #expect(recorder.eventCount == 1_024)
        #expect(recorder.eventCapacity <= 4 * recorder.eventCount)
    }
}
