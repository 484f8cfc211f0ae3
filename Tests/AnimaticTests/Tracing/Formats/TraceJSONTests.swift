import Animatic
import Foundation
import Testing

@Suite("TraceJSON")
struct TraceJSONTests {
    /// Seed 002's counter, animated for a few frames.
    func counterTrace() -> Trace {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0.0, name: "value")
        let counter = graph.rule(name: "Counter") { value.value }
        _ = graph.rule(name: "Counter.body") { "\(Int(counter.value))" }
        graph.update()
        graph.advance(to: 0.05) { graph.withAnimation(.linear(duration: 2)) { value.value = 100 } }
        return graph.trace
    }

    @Test("decoding and re-encoding gives the same bytes")
    func roundTrip() throws {
        let data = try TraceJSON(counterTrace(), scene: "counter").encoded()
        let decoded = try TraceJSON(decoding: data)
        #expect(try decoded.encoded() == data)
        #expect(decoded == TraceJSON(counterTrace(), scene: "counter"))
    }

    @Test("the document has the schema's fields, sorted, and events carry a kind")
    func schema() throws {
        let data = try TraceJSON(counterTrace()).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schema"] as? String == "animatic-trace")
        #expect(object["version"] as? Int == 1)
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["name"] as? String } == ["time", "value", "Counter", "Counter.body"])
        let ticks = try #require(object["ticks"] as? [[String: Any]])
        let tap = try #require(ticks.last)
        #expect(tap["frame"] as? Int == 3)
        let events = try #require(tap["events"] as? [[String: Any]])
        #expect(events.map { $0["kind"] as? String } == ["transactionOpened", "set", "evaluated", "evaluated"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"droppedTickCount":0,"framesPerSecond":60,"nodes":[{"id":0,"kind":"input","#))
    }

    @Test("a node filter keeps only those nodes' events and rows, and the time node")
    func filter() {
        let document = TraceJSON(counterTrace(), nodes: ["Counter.body"])
        #expect(document.nodes.map(\.name) == ["time", "Counter.body"])
        #expect(document.ticks.allSatisfy { $0.evaluated.allSatisfy { $0 == "Counter.body" } })
    }
}
