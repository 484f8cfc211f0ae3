import Animatic
import AnimaticExports
import Foundation
import Testing

@Suite("TraceDrawing")
struct TraceDrawingTests {
    /// A circle trimmed from 0 to a fraction that animates linearly from 0 to 1 over one second, and
    /// a rule that strokes a square whose side follows it.
    func ringTrace() -> Trace {
        let graph = AnimationGraph(tracing: .unbounded)
        let progress = graph.state(CGFloat(0), name: "progress")
        let ring = graph.animatable(name: "ring") { Circle().trim(from: 0, to: progress.value) }
        _ = graph.rule(name: "square") {
            Path(CGRect(x: 0, y: 0, width: 100 * ring.value.endFraction, height: 100 * ring.value.endFraction))
        }
        _ = graph.rule(name: "label") { "\(Int(ring.value.endFraction * 100))%" }
        graph.update()
        graph.advance(to: 0.1) { graph.withAnimation(.linear(duration: 1)) { progress.value = 1 } }
        graph.advance(to: 1.2)
        return graph.trace
    }

    @Test("the drawing nodes are the Path and Shape ones")
    func drawingNodes() throws {
        let trace = ringTrace()
        #expect(trace.drawingNodes == ["ring", "square"])
        #expect(try TraceDrawing(trace).nodes == ["ring", "square"])
    }

    @Test("a shape and its path node are drawn once: the shape, unless the path is asked for")
    func shapeAndItsPath() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let side = graph.state(CGFloat(40), name: "side")
        let star = graph.animatable(name: "Star") { Rectangle().trim(from: 0, to: side.value / 100) }
        _ = graph.rule(name: "Star.path") { star.value.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        graph.update()
        #expect(graph.trace.drawingNodes == ["Star", "Star.path"])
        #expect(try TraceDrawing(graph.trace).nodes == ["Star"])
        #expect(try TraceDrawing(graph.trace, nodes: ["Star.path"]).nodes == ["Star.path"])
    }

    @Test("one moment: a <path> per node whose data is the path's own SVG output")
    func oneMoment() throws {
        let trace = ringTrace()
        let drawing = try TraceDrawing(trace)
        let frame = try drawing.frame(at: 0.6)
        #expect(frame.frame == 36)
        let svg = try #require(SVGDocument(try drawing.svg(at: 0.6)))
        let paths = svg.elements(named: "path")
        #expect(paths.count == 2)
        // Linear from frame 6 to frame 66: at frame 36 the ring is half drawn.
        let ring = Circle().trim(from: 0, to: 0.5).path(in: trace.canvas)
        #expect(paths[0].attributes["d"] == ring.svgPathData)
        #expect(paths[0].attributes["class"] == "stroked")
        #expect(paths[1].attributes["d"] == Path(CGRect(x: 0, y: 0, width: 50, height: 50)).svgPathData)
        #expect(paths[1].attributes["class"] == "filled")
        #expect(svg.elements(named: "text").contains { $0.text == "frame 36, t = 0.600 s" })
    }

    @Test("a film strip has a column per moment, labelled with its frame and time")
    func filmStrip() throws {
        let drawing = try TraceDrawing(ringTrace(), nodes: ["square"])
        let svg = try #require(SVGDocument(try drawing.filmStrip(from: 0, to: 1, every: 0.25)))
        let cells = svg.elements(named: "g")
        #expect(cells.map { $0.attributes["data-frame"] } == ["0", "15", "30", "45", "60"])
        let labels = svg.elements(named: "text").map(\.text)
        for (frame, time) in [(0, "0.000"), (15, "0.250"), (30, "0.500"), (45, "0.750"), (60, "1.000")] {
            #expect(labels.contains("frame \(frame)"))
            #expect(labels.contains("\(time) s"))
        }
        let sides = svg.elements(named: "path").map { $0.attributes["d"] }
        // Linear from frame 6 (0.1 s) to frame 66.
        let expected = [0.0, 0.15, 0.4, 0.65, 0.9].map {
            Path(CGRect(x: 0, y: 0, width: 100 * $0, height: 100 * $0)).svgPathData as String?
        }
        #expect(sides == expected)
    }

    @Test("the same trace gives the same bytes")
    func deterministic() throws {
        let first = try TraceDrawing(ringTrace()).filmStrip(from: 0, to: 1.2, every: 0.1)
        let second = try TraceDrawing(ringTrace()).filmStrip(from: 0, to: 1.2, every: 0.1)
        #expect(first == second)
    }

    @Test("bad requests say what to do")
    func badInput() throws {
        let trace = ringTrace()
        #expect(throws: TraceFormatError.self) { try TraceDrawing(trace, nodes: ["rung"]) }
        do {
            _ = try TraceDrawing(trace, nodes: ["rung"])
        } catch {
            #expect(error.message.contains("no node named 'rung'"))
            #expect(error.message.contains("progress, ring, square, label"))
        }
        do {
            _ = try TraceDrawing(trace, nodes: ["label"])
        } catch {
            #expect(error.message == "The values of 'label' are not a Path or a Shape. Draw one that is: ring, square.")
        }
        let drawing = try TraceDrawing(trace)
        do {
            _ = try drawing.svg(at: 5)
        } catch {
            #expect(error.message == "The time 5 s is past the trace's end at 1.2 s. Give a time up to 1.2.")
        }
        do {
            _ = try drawing.filmStrip(from: 0, to: 1, every: 0)
        } catch {
            #expect(error.message.hasPrefix("The step between frames must be more than 0 seconds"))
        }
        #expect(throws: TraceFormatError.self) { try drawing.filmStrip(from: 0, to: 1, every: 0.001) }
        #expect(throws: TraceFormatError.self) { try drawing.filmStrip(from: 1, to: 0, every: 0.1) }
        let empty = AnimationGraph(tracing: .unbounded)
        _ = empty.rule(name: "n") { 1 }
        empty.update()
        #expect(throws: TraceFormatError.self) { try TraceDrawing(empty.trace) }
    }
}
