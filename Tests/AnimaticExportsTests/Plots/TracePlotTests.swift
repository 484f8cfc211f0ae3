import Animatic
import AnimaticExports
import Foundation
import Testing

@Suite("TracePlot")
struct TracePlotTests {
    /// Seed 002's counter: `value` 0 → 100 in a two-second linear animation from 0.1 s, an
    /// animatable `Counter` and its text.
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

    @Test("the default nodes are the animatable ones")
    func defaultNodes() throws {
        #expect(try TracePlot(counterTrace()).panels.map(\.series.node) == ["Counter"])
    }

    @Test("the SVG parses, and each component's line has one point per tick at its value")
    func svg() throws {
        let trace = counterTrace()
        let plot = try TracePlot(trace)
        let svg = try #require(SVGDocument(plot.svg()))
        let lines = svg.elements(named: "polyline")
        #expect(lines.count == 1)
        let points = try #require(lines.first?.attributes["points"]).split(separator: " ")
        #expect(points.count == trace.ticks.count)
        // y is linear in the value: the first point is at 0, the last at 100, the middle tick at 50.
        let ys = points.compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
        let xs = points.compactMap { $0.split(separator: ",").first.flatMap { Double($0) } }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        let middle = try #require(trace.ticks.firstIndex { $0.frame == 66 })
        #expect(abs(ys[middle] - (ys[0] + ys.last!) / 2) <= 0.1)
        let texts = svg.elements(named: "text").map(\.text)
        #expect(texts.contains("Counter"))
        #expect(texts.contains("value"))
        #expect(texts.contains("depends on time"))
        #expect(texts.contains("T1 withAnimation(linear(duration: 2)): set value"))
        #expect(texts.contains("A1 started: linear(duration: 2)"))
        #expect(texts.contains("A1 finished"))
        #expect(texts.contains("2"))
        // One frame tick per frame: 133 frames from 0 to 2.2 s.
        let frames = try #require(svg.elements(named: "path").first { $0.attributes["class"] == "frame" })
        #expect(frames.attributes["d"]?.split(separator: "M").count == 133)
        // The span runs from the tap to the animation's end.
        #expect(svg.elements(named: "rect").filter { $0.attributes["class"] == "span" }.count == 2)  // and the legend's
        #expect(svg.elements(named: "title").map(\.text).contains("depends on time"))
    }

    @Test("markers: the write with its transaction, then the animation's start and finish")
    func markers() throws {
        let trace = counterTrace()
        let plot = try TracePlot(trace)
        let markers = try #require(plot.panels.first).markers
        #expect(markers.map(\.kind) == [.write, .animationStarted, .animationFinished])
        let span = try #require(trace.timeDependencies(of: "Counter").first)
        let removedFrame = try #require(span.removed)
        let removed = try #require(trace.ticks.last { $0.frame == removedFrame }).index
        #expect(markers.map(\.tick) == [6, 6, removed])
        #expect(plot.panels.first?.timeDependencies == [0.1...(Double(removedFrame) / 60)])
    }

    @Test("the CSV has one row per tick, and its numbers are the trace's")
    func csv() throws {
        let trace = counterTrace()
        let plot = try TracePlot(trace, nodes: ["value", "Counter"])
        let rows = plot.csv().split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.first == ["tick", "frame", "time", "value.value", "Counter.value"])
        #expect(rows.count == trace.ticks.count + 1)
        let counter = trace.series(of: "Counter")
        for (row, point) in zip(rows.dropFirst(), counter.points) {
            #expect(Int(row[0]) == point.tick)
            #expect(Double(row[2]) == point.time)
            #expect(Double(row[4]) == point.values[0])
        }
        // The state's first value is known from its write, at the tap.
        #expect(rows[1][3] == "")
        #expect(rows[7][3] == "100")
    }

    @Test("the same trace gives the same bytes; coordinates have at most one decimal")
    func deterministic() throws {
        let first = try TracePlot(counterTrace()).svg()
        #expect(first == (try TracePlot(counterTrace()).svg()))
        let svg = try #require(SVGDocument(first))
        let coordinates = ["points", "x", "y", "x1", "x2", "y1", "y2", "width", "height", "d"]
        for element in svg.elements {
            for name in coordinates {
                guard let value = element.attributes[name] else { continue }
                let decimals = value.split(whereSeparator: { !"0123456789.".contains($0) })
                    .compactMap { $0.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first }
                #expect(decimals.allSatisfy { $0.count <= 1 }, "\(element.name) \(name)=\(value)")
            }
        }
        #expect(first.utf8.count < 200_000)
    }

    @Test("bad requests say what to do")
    func badInput() {
        let trace = counterTrace()
        do {
            _ = try TracePlot(trace, nodes: ["Countr"])
            Issue.record("expected an error")
        } catch {
            #expect(
                error.message
                    == "There is no node named 'Countr' in the trace. The nodes are: value, Counter, Counter.body.")
        }
        do {
            _ = try TracePlot(trace, nodes: ["Counter.body"])
            Issue.record("expected an error")
        } catch {
            #expect(
                error.message
                    == "The values of 'Counter.body' hold no numbers to plot. Plot one that does: Counter, value.")
        }
    }
}
