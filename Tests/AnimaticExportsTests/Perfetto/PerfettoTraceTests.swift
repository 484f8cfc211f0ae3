import Animatic
import AnimaticExports
import Foundation
import Testing

@Suite("PerfettoTrace")
struct PerfettoTraceTests {
    /// Seed 002's counter, from the tap at 0.1 s to the end of its two-second animation.
    func counterTrace() -> Trace {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(0.0, name: "value")
        let counter = graph.animatable(name: "Counter") { value.value }
        _ = graph.rule(name: "Counter.body") { "\(Int(counter.value))" }
        graph.update()
        graph.advance(to: 0.1) { graph.withAnimation(.linear(duration: 2)) { value.value = 100 } }
        graph.advance(to: 2.2)
        return graph.trace
    }

    func events(_ trace: Trace) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: PerfettoTrace(trace, scene: "counter").encoded())
        let document = try #require(object as? [String: Any])
        return try #require(document["traceEvents"] as? [[String: Any]])
    }

    @Test("every event has the format's fields for its phase")
    func fields() throws {
        for event in try events(counterTrace()) {
            let phase = try #require(event["ph"] as? String)
            #expect(event["name"] is String, "\(event)")
            #expect(event["pid"] as? Int == 1, "\(event)")
            switch phase {
            case "M":
                #expect(["process_name", "thread_name", "thread_sort_index"].contains(event["name"] as? String))
                #expect(event["tid"] is Int)
                #expect(event["args"] is [String: Any])
            case "X":
                #expect(event["ts"] is Double || event["ts"] is Int, "\(event)")
                #expect((event["dur"] as? Double ?? 0) > 0, "\(event)")
                #expect(event["tid"] is Int, "\(event)")
                #expect(event["cat"] is String, "\(event)")
            case "i":
                #expect(event["s"] as? String == "t", "\(event)")
                #expect(event["tid"] is Int && event["ts"] != nil, "\(event)")
            case "C":
                let args = try #require(event["args"] as? [String: Any])
                #expect(!args.isEmpty && args.values.allSatisfy { $0 is Double || $0 is Int }, "\(event)")
                #expect(event["tid"] == nil)
            case "s", "f":
                #expect(event["id"] is Int && event["cat"] as? String == "flow", "\(event)")
                #expect(phase == "s" || event["bp"] as? String == "e", "\(event)")
            default:
                Issue.record("unexpected phase \(phase): \(event)")
            }
        }
    }

    @Test("one named track per node, and the process named after the scene")
    func tracks() throws {
        let events = try events(counterTrace())
        let names = events.filter { $0["ph"] as? String == "M" && $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(names == ["frames", "value", "Counter", "Counter.body"])
        let process = events.first { $0["name"] as? String == "process_name" }
        #expect((process?["args"] as? [String: Any])?["name"] as? String == "counter")
    }

    @Test("a slice for every evaluation, on its node's track, in order on the virtual clock")
    func slices() throws {
        let trace = counterTrace()
        let events = try events(trace)
        let tracks = Dictionary(
            events.filter { $0["name"] as? String == "thread_name" }.compactMap { event -> (Int, String)? in
                guard let tid = event["tid"] as? Int, let name = (event["args"] as? [String: Any])?["name"] as? String
                else { return nil }
                return (tid, name)
            }, uniquingKeysWith: { $1 })
        let slices = events.filter { $0["ph"] as? String == "X" && $0["cat"] as? String == "evaluation" }
        let evaluated = trace.ticks.flatMap(\.evaluated)
        #expect(slices.count == evaluated.count)
        #expect(slices.map { $0["name"] as? String } == evaluated)
        #expect(slices.map { tracks[$0["tid"] as? Int ?? -1] } == evaluated)
        let starts = slices.compactMap { ($0["ts"] as? NSNumber)?.doubleValue }
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
        // Each tick's evaluations sit inside its frame: frame n starts at n / 60 s.
        for (slice, tick) in zip(slices, trace.ticks.flatMap { tick in tick.evaluated.map { _ in tick } }) {
            let start = try #require((slice["ts"] as? NSNumber)?.doubleValue)
            let duration = try #require((slice["dur"] as? NSNumber)?.doubleValue)
            #expect(start >= tick.time * 1e6 - 0.001 && start + duration <= (tick.time + 1 / 60) * 1e6 + 0.001)
        }
    }

    @Test("counters carry Counter's value, and instants its animation's start and finish")
    func countersAndInstants() throws {
        let trace = counterTrace()
        let events = try events(trace)
        let counters = events.filter { $0["ph"] as? String == "C" && $0["name"] as? String == "Counter" }
        let values = counters.compactMap { (($0["args"] as? [String: Any])?["value"] as? NSNumber)?.doubleValue }
        let expected = trace.samples(of: "Counter").compactMap(\.value.number)
        // The text has every digit; JSONSerialization reads the last one back loosely on Linux.
        #expect(values.count == expected.count)
        #expect(zip(values, expected).allSatisfy { abs($0 - $1) <= 1e-12 * max(1, abs($1)) })
        #expect(values.last == 100)
        let instants = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
        #expect(instants.contains("animation A1 started: linear(duration: 2)"))
        #expect(instants.contains("animation A1 finished"))
        #expect(instants.contains("+ depends on time"))
        #expect(instants.contains("− depends on time"))
    }

    @Test("a flow runs from the write of value to Counter's evaluation in the tap's frame")
    func flows() throws {
        let events = try events(counterTrace())
        let starts = events.filter { $0["ph"] as? String == "s" }
        let finishes = events.filter { $0["ph"] as? String == "f" }
        #expect(starts.count == 1 && finishes.count == 1)
        let start = try #require(starts.first)
        let finish = try #require(finishes.first)
        #expect(start["id"] as? Int == finish["id"] as? Int)
        func enclosing(_ flow: [String: Any]) -> [String: Any]? {
            let time = (flow["ts"] as? NSNumber)?.doubleValue ?? -1
            return events.first { event in
                guard event["ph"] as? String == "X", event["tid"] as? Int == flow["tid"] as? Int,
                    event["cat"] as? String != "tick",
                    let start = (event["ts"] as? NSNumber)?.doubleValue,
                    let duration = (event["dur"] as? NSNumber)?.doubleValue
                else { return false }
                return start <= time && time <= start + duration
            }
        }
        let write = try #require(enclosing(start))
        #expect(write["name"] as? String == "value")
        #expect(write["cat"] as? String == "write")
        let evaluation = try #require(enclosing(finish))
        #expect(evaluation["name"] as? String == "Counter")
        #expect(evaluation["cat"] as? String == "evaluation")
        #expect((evaluation["args"] as? [String: Any])?["inputs"] as? [String] == ["value"])
    }

    @Test("a write reaches through a node that changed to the nodes below it")
    func transitiveFlows() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let value = graph.state(1, name: "value")
        let doubled = graph.rule(name: "doubled") { value.value * 2 }
        _ = graph.rule(name: "label") { "\(doubled.value)" }
        graph.update()
        value.value = 2
        graph.update()
        let events = try events(graph.trace)
        #expect(events.filter { $0["ph"] as? String == "f" }.count == 2)
    }

    @Test("the same trace gives the same bytes")
    func deterministic() {
        #expect(PerfettoTrace(counterTrace()).encoded() == PerfettoTrace(counterTrace()).encoded())
    }
}
