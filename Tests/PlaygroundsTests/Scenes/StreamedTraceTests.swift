import Animatic
import AnimaticExports
import AnimaticPlaygrounds
import AnimaticScenes
import Foundation
import Testing

/// The JSON and Perfetto forms written piece by piece as a scene runs, its recorder keeping a small
/// ring, are the bytes the whole trace gives: pieces of 50 ticks or more, cut at a frame's end,
/// cross animations, idle runs and the later passes of frames.
@Suite("Streamed traces")
struct StreamedTraceTests {
    /// Runs `scene` for `seconds` with a ring of 256 ticks, handing `write` the ticks recorded since
    /// the last piece at the end of every frame that has 50 or more of them, and the rest at the end.
    static func stream(_ scene: Scene, until seconds: Double, _ write: (Trace) -> Void) {
        let graph = AnimationGraph(tracing: .lastTicks(256))
        let script = scene.build(graph)
        var next = 0
        withoutActuallyEscaping(write) { write in
            func writePiece() {
                let piece = graph.trace(fromTick: next)
                #expect(piece.droppedTickCount <= next, "\(scene.name): ticks dropped before they were written")
                if let last = piece.ticks.last { next = last.index + last.frameCount }
                write(piece)
            }
            graph._frameEnded = { if graph.tickCount - next >= 50 { writePiece() } }
            script.run(on: graph, until: seconds)
            graph._frameEnded = nil
            writePiece()
        }
    }

    /// The scenes streamed: views and nodes built by hand, springs, phases, keyframes, shapes, a
    /// timeline view, and an animation that never settles.
    static let scenes = [
        "counter", "counter-by-hand", "pulse", "batter-gauge", "slosh", "wiggle-keyframes", "propagation",
        "morph-vs-snap", "wave-tank",
    ]

    @Test("a scene's JSON streamed is the whole trace's document, byte for byte", arguments: Self.scenes)
    func json(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        for nodes in [nil, ["Dot", "Counter", "Wave.back", "level", "time"] as Set<String>] {
            var stream = _TraceJSONStream(scene: name, nodes: nodes)
            var streamed: [UInt8] = []
            Self.stream(scene, until: 12) { streamed += stream.write($0) }
            streamed += stream.finish()
            let whole = try TraceJSON(scene.run(until: 12).trace, scene: name, nodes: nodes).encoded()
            #expect(Data(streamed) == whole, "\(name), nodes \(nodes?.sorted() ?? [])")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(streamed)) as? [String: Any])
            #expect(document["schema"] as? String == "animatic-trace")
            #expect(document["scene"] as? String == name)
            let names = try #require(document["nodes"] as? [[String: Any]]).compactMap { $0["name"] as? String }
            #expect(names.first == "time")
            if nodes == nil { #expect(names.count > 2, "\(name): \(names)") }
            #expect(try #require(document["ticks"] as? [Any]).count > 1)
        }
    }

    @Test("a scene's Perfetto trace streamed is the whole trace's, byte for byte", arguments: Self.scenes)
    func perfetto(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        for nodes in [nil, ["Dot", "Counter", "Wave.back", "level", "time"] as Set<String>] {
            var stream = _PerfettoStream(scene: name, nodes: nodes)
            var streamed: [UInt8] = []
            Self.stream(scene, until: 12) { streamed += stream.write($0) }
            streamed += stream.finish()
            let whole = PerfettoTrace(scene.run(until: 12).trace, scene: name, nodes: nodes).bytes()
            #expect(streamed == whole, "\(name), nodes \(nodes?.sorted() ?? [])")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(streamed)) as? [String: Any])
            // The process's and the frames track's metadata, then at least a tick's slice.
            #expect(try #require(document["traceEvents"] as? [Any]).count > 3)
        }
    }

    @Test("a stream whose only piece has no ticks writes a document with none")
    func emptyPiece() throws {
        let graph = AnimationGraph(tracing: .lastTicks(8))
        var json = _TraceJSONStream(scene: "empty")
        let text = json.write(graph.trace) + json.finish()
        #expect(
            String(decoding: text, as: UTF8.self)
                == #"{"canvas":{"height":100,"width":100,"x":0,"y":0},"droppedTickCount":0,"framesPerSecond":60,"#
                + #""scene":"empty","schema":"animatic-trace","ticks":[],"timeNode":0,"version":3,"#
                + #""nodes":[{"id":0,"kind":"input","name":"time"}]}"#)
        #expect(Data(text) == (try TraceJSON(graph.trace, scene: "empty").encoded()))
    }
}
