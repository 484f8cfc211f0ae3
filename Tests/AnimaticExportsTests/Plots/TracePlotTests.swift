import Animatic
import AnimaticExports
import AnimaticPlaygrounds
import AnimaticScenes
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

    /// A rectangle of the SVG, in its pixels.
    struct Box: CustomStringConvertible {
        let left, top, right, bottom: Double
        let text: String

        func overlaps(_ other: Box) -> Bool {
            left < other.right && other.left < right && top < other.bottom && other.top < bottom
        }

        var description: String { "'\(text)' [\(left)–\(right)] × [\(top)–\(bottom)]" }
    }

    /// Each panel's strips and the points of each component's lines, by node and component, read
    /// from the SVG in document order (a panel's elements follow its `<g data-node>`).
    func stripsAndPoints(_ svg: SVGDocument) -> (strips: [String: Box], points: [String: [(x: Double, y: Double)]]) {
        var node = ""
        var strips: [String: Box] = [:]
        var points: [String: [(x: Double, y: Double)]] = [:]
        for element in svg.elements {
            let attributes = element.attributes
            if element.name == "g", let name = attributes["data-node"] { node = name }
            guard let component = attributes["data-component"] else { continue }
            let key = node + "." + component
            if element.name == "rect", attributes["class"] == "strip", let x = attributes["x"].flatMap(Double.init),
                let y = attributes["y"].flatMap(Double.init), let width = attributes["width"].flatMap(Double.init),
                let height = attributes["height"].flatMap(Double.init)
            {
                strips[key] = Box(left: x, top: y, right: x + width, bottom: y + height, text: key)
            } else if element.name == "polyline" {
                for pair in (attributes["points"] ?? "").split(separator: " ") {
                    let numbers = pair.split(separator: ",").compactMap { Double($0) }
                    if numbers.count == 2 { points[key, default: []].append((numbers[0], numbers[1])) }
                }
            }
        }
        return (strips, points)
    }

    @Test("batter-gauge: each number has a strip of its own, holding its whole line, not flattened by another")
    func stripPerComponent() throws {
        let trace = Scene.batterGauge.run().trace
        let plot = try TracePlot(trace)
        let svg = try #require(SVGDocument(plot.svg()))
        let (strips, points) = stripsAndPoints(svg)
        // The back wave's level runs from 0.35 to 0.75 and its amplitude from 4 to 16: one scale would
        // draw the level as a flat line along the bottom.
        for key in [
            "ZStack[0]/Wave.level", "ZStack[0]/Wave.amplitude", "ZStack[1]/Wave.level", "ZStack[1]/Wave.amplitude",
        ] {
            let strip = try #require(strips[key], "no strip for \(key)")
            let line = try #require(points[key], "no line for \(key)")
            for point in line {
                #expect(
                    point.y >= strip.top - 0.05 && point.y <= strip.bottom + 0.05,
                    "\(key)'s point at y = \(point.y) is outside its strip \(strip)")
            }
            // The scale spans the values from a whole multiple of a step below the smallest to one above
            // the largest, the step about a third of the range: the line covers over a third of its strip.
            let ys = line.map(\.y)
            let covered = (ys.max()! - ys.min()!) / (strip.bottom - strip.top)
            #expect(covered > 1.0 / 3, "\(key)'s line covers \(covered) of its strip's height")
        }
        // Strips do not overlap one another.
        let boxes = strips.values.sorted { $0.top < $1.top }
        for (upper, lower) in zip(boxes, boxes.dropFirst()) {
            #expect(!upper.overlaps(lower), "strips \(upper) and \(lower) overlap")
        }
    }

    @Test("batter-gauge: no two marker labels overlap, measured with the plot's own estimate of text widths")
    func labelsDoNotOverlap() throws {
        let plot = try TracePlot(Scene.batterGauge.run().trace)
        let svg = try #require(SVGDocument(plot.svg()))
        let fontSize = TracePlot.markerFontSize
        let labels = svg.elements(named: "text").filter { $0.attributes["class"] == "marker" }
        #expect(labels.count >= 20, "the gauge's markers are labelled (\(labels.count) labels)")
        let boxes = try labels.map { label in
            let x = try #require(label.attributes["x"].flatMap(Double.init))
            let baseline = try #require(label.attributes["y"].flatMap(Double.init))
            let width = _PlotTextWidth.width(of: label.text, fontSize: fontSize)
            let left = label.attributes["text-anchor"] == "end" ? x - width : x
            // From the capitals' top, 0.75 of the size above the baseline, to the descenders' bottom,
            // 0.25 below.
            return Box(
                left: left, top: baseline - 0.75 * fontSize, right: left + width, bottom: baseline + 0.25 * fontSize,
                text: label.text)
        }
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!box.overlaps(other), "labels overlap: \(box) and \(other)")
            }
        }
        // The rows are far enough apart for a line of the font.
        #expect(TracePlot.labelRowHeight >= fontSize)
    }
}
