import Animatic
import AnimaticExports
import Foundation
import Testing

@Suite("Trace.series")
struct TraceSeriesTests {
    /// A point that animates linearly from the origin to (60, 120) over one second, from frame 1.
    func pointTrace() -> Trace {
        let graph = AnimationGraph(tracing: .unbounded)
        let target = graph.state(CGPoint.zero, name: "target")
        let dot = graph.animatable(name: "dot") { target.value }
        _ = graph.rule(name: "label") { "\(Int(dot.value.x))" }
        graph.update()
        graph.advance(to: 1.0 / 60) {
            graph.withAnimation(.linear(duration: 1)) { target.value = CGPoint(x: 60, y: 120) }
        }
        graph.advance(to: 1.5)
        return graph.trace
    }

    @Test("one point per tick from the node's first value, with its components by name")
    func perTick() throws {
        let trace = pointTrace()
        let series = trace.series(of: "dot")
        #expect(series.names == ["x", "y"])
        #expect(series.points.count == trace.ticks.count)
        #expect(series.points.map(\.tick) == trace.ticks.map(\.index))
        // Linear: frame f (tap at frame 1) shows (f − 1) points of x, twice that of y.
        for point in series.points where point.frame >= 1 {
            let progress = min(Double(point.frame - 1) / 60, 1)
            let x = try #require(point.values[0])
            let y = try #require(point.values[1])
            #expect(abs(x - 60 * progress) < 1e-9, "x at frame \(point.frame)")
            #expect(abs(y - 120 * progress) < 1e-9, "y at frame \(point.frame)")
        }
        #expect(series.values(of: "y").last == 120)
    }

    @Test("ticks in which the node did not change repeat its last value; a state's series starts at its first write")
    func carriesForward() {
        let trace = pointTrace()
        let target = trace.series(of: "target")
        #expect(target.names == ["x", "y"])
        // The trace learns a state's value from writes: the first is in tick 1.
        #expect(target.points.first?.tick == 1)
        #expect(target.points.count == trace.ticks.count - 1)
        #expect(target.values(of: "x").dropFirst(1).allSatisfy { $0 == 60 })
    }

    @Test("a node with no numbers has an empty series; numericNodes lists the others")
    func noNumbers() {
        let trace = pointTrace()
        #expect(trace.series(of: "label").isEmpty)
        #expect(trace.series(of: "nobody").isEmpty)
        #expect(trace.numericNodes() == ["dot", "target"])
        #expect(trace.numericNodes(animatableOnly: true) == ["dot"])
    }
}
