import Animatic
import AnimaticExports
import AnimaticPlaygrounds
import Foundation
import Testing

/// Seed 003's silent failure, made visible: the snap polygon is done in the tap's frame, the
/// morph polygon passes through fractional side counts.
@Suite("morph-vs-snap")
struct MorphVersusSnapTests {
    static let tapFrame = 6

    func sides(_ sample: TraceSample) -> Double? {
        let text = sample.value.description
        guard let start = text.range(of: "sides: ")?.upperBound, let end = text[start...].firstIndex(of: ")") else {
            return nil
        }
        return Double(text[start..<end])
    }

    @Test("the snap polygon reaches 8 sides in the tap's frame and never animates")
    func snap() throws {
        let graph = try #require(SceneCatalog.scene(named: "morph-vs-snap")).run()
        let trace = graph.trace
        let samples = trace.samples(of: "SnapPolygon")
        #expect(samples.map(sides) == [3, 8])
        #expect(samples.last?.frame == Self.tapFrame)
        #expect(trace.timeDependencies(of: "SnapPolygon").isEmpty)
        // As in SwiftUI, the view's shape with no animatable data gets no animatable node.
        let core = graph.dependencyGraph
        let node = try #require(core.nodes.first { core.name(of: $0) == "SnapPolygon" })
        #expect("\(graph.role(of: node))" != "animatable")
        // The hand-built graph makes it an animatable node, and the trace says why it jumps.
        let byHand = try #require(SceneCatalog.scene(named: "morph-vs-snap-by-hand")).run().trace
        let events = byHand.events(of: "SnapPolygon").map(\.event.description)
        #expect(events.contains { $0.contains("has no animatable data") })
    }

    @Test("the morph polygon passes fractional side counts, from the frame after the tap to 8")
    func morph() throws {
        let trace = try #require(SceneCatalog.scene(named: "morph-vs-snap")).run().trace
        let samples = trace.samples(of: "MorphPolygon")
        let counts = samples.compactMap(sides)
        #expect(counts.first == 3)
        #expect(counts.last == 8)
        #expect(samples.dropFirst().first?.frame == Self.tapFrame + 1)
        let fractional = counts.filter { $0 != $0.rounded() }
        #expect(fractional.count > 50)
        #expect(fractional.contains { $0 > 6 && $0 < 7 })
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(trace.timeDependencies(of: "MorphPolygon").count == 1)
    }

    /// The corners of a polygon drawing (its move and lines) and the length of the edge growing out
    /// of the first corner: 0 for a regular polygon, whose last corner is the first.
    func corners(_ path: Path?) -> (sides: Int, newEdge: Double)? {
        guard let path else { return nil }
        let points = path.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let point), .line(let point): point
            default: nil
            }
        }
        guard let first = points.first, let last = points.last else { return nil }
        return (points.count - 1, Double(hypot(last.x - first.x, last.y - first.y)))
    }

    @Test("drawn: the snap polygon is an octagon from the tap's frame on, the morph passes fractional side counts")
    func drawings() throws {
        let trace = try #require(SceneCatalog.scene(named: "morph-vs-snap")).run().trace
        let drawing = try TraceDrawing(trace, nodes: ["MorphPolygon", "SnapPolygon"])
        let tapTime = Double(Self.tapFrame) / 60
        let before = try drawing.frame(at: tapTime - 1.0 / 60)
        #expect(corners(before.cells[1].path)?.sides == 3)
        var fractional = 0
        for frame in Self.tapFrame...78 {
            let moment = try drawing.frame(at: Double(frame) / 60)
            let snap = try #require(corners(moment.cells[1].path))
            #expect(snap.sides == 8 && snap.newEdge < 1e-9, "frame \(frame): the snap polygon is \(snap)")
            let morph = try #require(corners(moment.cells[0].path))
            if morph.newEdge > 0.01 { fractional += 1 }
            if frame == Self.tapFrame + 30 {
                // Half way through easeInOut(duration: 1): 5.5 sides, five full ones and a half-grown edge.
                #expect(morph.sides == 5 && morph.newEdge > 10, "frame \(frame): the morph polygon is \(morph)")
            }
        }
        #expect(fractional > 50)
        // The film strip carries every one of those paths as its own SVG path data.
        let strip = try drawing.filmStrip(from: 0, to: 1.2, every: 0.1)
        for time in stride(from: 0.0, through: 1.2, by: 0.1) {
            for cell in try drawing.frame(at: time).cells {
                let data = try #require(cell.path?.svgPathData)
                #expect(strip.contains("d=\"\(data)\""), "\(cell.node) at \(time) s")
            }
        }
    }
}
