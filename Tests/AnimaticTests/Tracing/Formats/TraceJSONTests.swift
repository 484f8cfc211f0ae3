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

    @Test("the document has the schema's fields, sorted but the node table last, and events carry a kind")
    func schema() throws {
        let data = try TraceJSON(counterTrace()).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["schema"] as? String == "animatic-trace")
        #expect(object["version"] as? Int == 3)
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["name"] as? String } == ["time", "value", "Counter", "Counter.body"])
        let ticks = try #require(object["ticks"] as? [[String: Any]])
        let tap = try #require(ticks.last)
        #expect(tap["frame"] as? Int == 3)
        let events = try #require(tap["events"] as? [[String: Any]])
        #expect(events.map { $0["kind"] as? String } == ["transactionOpened", "set", "evaluated", "evaluated"])
        let text = String(decoding: data, as: UTF8.self)
        #expect(
            text.hasPrefix(
                #"{"canvas":{"height":100,"width":100,"x":0,"y":0},"droppedTickCount":0,"framesPerSecond":60,"#
                    + #""schema":"animatic-trace","ticks":[{"evaluated":["Counter","Counter.body"],"events":["#))
        #expect(
            text.hasSuffix(
                #""time":0.05}],"timeNode":0,"version":3,"nodes":[{"id":0,"kind":"input","name":"time"},"#
                    + #"{"id":1,"kind":"input","name":"value"},{"id":2,"kind":"rule","name":"Counter"},"#
                    + #"{"id":3,"kind":"rule","name":"Counter.body"}]}"#))
    }

    @Test("a node filter keeps only those nodes' events and rows, and the time node")
    func filter() {
        let document = TraceJSON(counterTrace(), nodes: ["Counter.body"])
        #expect(document.nodes.map(\.name) == ["time", "Counter.body"])
        #expect(document.ticks.allSatisfy { $0.evaluated.allSatisfy { $0 == "Counter.body" } })
    }

    @Test("version 2: values carry their components beside the text")
    func components() throws {
        let document = TraceJSON(counterTrace())
        let values = document.ticks.flatMap(\.events).compactMap(\.to)
        #expect(!values.isEmpty)
        for value in values {
            if let number = value.number {
                #expect(value.components == [TraceJSON.Component(name: "value", value: number)], "\(value.text)")
            } else {
                #expect(value.components == nil, "\(value.text)")
            }
        }
        let graph = AnimationGraph(tracing: .unbounded)
        let frame = graph.state(CGRect(x: 1, y: 2, width: 3, height: 4), name: "frame")
        _ = graph.rule(name: "area") { frame.value.width * frame.value.height }
        graph.update()
        frame.value.size.width = 5
        graph.update()
        let set = try #require(TraceJSON(graph.trace).ticks.flatMap(\.events).first { $0.kind == "set" })
        #expect(set.to?.components?.map(\.name) == ["origin.x", "origin.y", "size.width", "size.height"])
        #expect(set.to?.components?.map(\.value) == [1, 2, 5, 4])
        #expect(set.to?.text == "(1.0, 2.0, 5.0, 4.0)" || set.to?.text.contains("5.0") == true)
    }

    @Test("version 2: paths and shapes carry their SVG path data, shapes drawn in the canvas")
    func paths() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let radius = graph.state(10.0, name: "radius")
        _ = graph.rule(name: "ring") { Path(ellipseIn: CGRect(x: 0, y: 0, width: radius.value, height: radius.value)) }
        _ = graph.rule(name: "circle") { Circle().trim(from: 0, to: radius.value / 20) }
        graph.update()
        var trace = graph.trace
        trace.canvas = CGRect(x: 0, y: 0, width: 40, height: 20)
        let document = TraceJSON(trace)
        #expect(document.canvas == TraceJSON.Canvas(x: 0, y: 0, width: 40, height: 20))
        let evaluations = document.ticks.flatMap(\.events).filter { $0.kind == "evaluated" }
        let ring = try #require(evaluations.first)
        #expect(ring.to?.path == Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).svgPathData)
        let circle = try #require(evaluations.last)
        #expect(circle.to?.path == Circle().trim(from: 0, to: 0.5).path(in: trace.canvas).svgPathData)
        let data = try document.encoded()
        #expect(try TraceJSON(decoding: data) == document)
    }

    @Test("the fast writer gives the tree encoder's bytes for awkward text and numbers")
    func awkward() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let text = graph.state("tab\t \"quote\" back\\slash \u{8}\u{C}\u{1} é ✓ / \n", name: "text \"quoted\"")
        let number = graph.state(-0.0, name: "number")
        _ = graph.rule(name: "both") { "\(text.value)\(number.value)" }
        _ = graph.rule(name: "odd") { CGPoint(x: .nan, y: -.infinity) }
        _ = graph.rule(name: "large") { 9_007_199_254_740_993.0 + number.value * 1e300 }
        graph.update()
        text.value = "next"
        number.value = 1e-7
        graph.update()
        let document = TraceJSON(graph.trace, scene: "awkward \u{1F600}")
        let fast = try document.encoded()
        #expect(fast == Data(try _JSONTreeEncoder().encode(document).serialized(lastKey: TraceJSON.trailingKey)))
        #expect(try TraceJSON(decoding: fast) == document)
    }
}
