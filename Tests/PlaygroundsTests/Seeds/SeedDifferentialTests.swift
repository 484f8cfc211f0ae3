import AnimaticPlaygrounds
import AnimaticUI
import Testing

/// Each scene made from a seed's SwiftUI view (for seeds 003 and 004, which show only shapes, from
/// Animatic's small view around them) against the same graph built by hand: the values of the
/// animatable nodes both have are the same in every frame, within 1e-9. The hand-built graphs
/// follow the seeds' explainers node by node, so this checks that the graph built from the view
/// is the one they describe, down to the interpolated numbers. Where the hand-built graph names a
/// node otherwise (the batter gauge's `Wave.back` is the view's `ZStack[0]/Wave`, the ring's
/// `Circle.trim` the view's `trim`), the pair says so.
@Suite("Seed views against their hand-built graphs")
struct SeedDifferentialTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let view: String
        let byHand: String
        let nodes: [String]
        /// The hand-built graph's names of the nodes it names otherwise, by the view's names.
        var renamed: [String: String] = [:]
        var testDescription: String { "\(view) vs \(byHand): \(nodes.joined(separator: ", "))" }

        func handName(_ node: String) -> String { renamed[node] ?? node }
    }

    static let pairs = [
        Pair(view: "arc", byHand: "arc-by-hand", nodes: ["Arc"]),
        Pair(view: "counter", byHand: "counter-by-hand", nodes: ["Counter"]),
        Pair(view: "wiggle", byHand: "wiggle-by-hand", nodes: ["Wiggle"]),
        Pair(view: "follow-path", byHand: "follow-path-by-hand", nodes: ["FollowPath"]),
        Pair(
            view: "batter-gauge", byHand: "batter-gauge-by-hand", nodes: ["ZStack[0]/Wave", "ZStack[1]/Wave"],
            renamed: ["ZStack[0]/Wave": "Wave.back", "ZStack[1]/Wave": "Wave.front"]),
        Pair(view: "morph-polygon", byHand: "morph-polygon-by-hand", nodes: ["MorphPolygon"]),
        Pair(view: "morph-vs-snap", byHand: "morph-vs-snap-by-hand", nodes: ["MorphPolygon"]),
        Pair(view: "wave-tank", byHand: "wave-tank-by-hand", nodes: ["WaveTank"]),
        Pair(
            view: "progress-ring", byHand: "progress-ring-by-hand", nodes: ["trim"],
            renamed: ["trim": "Circle.trim"]),
        Pair(view: "star", byHand: "star-by-hand", nodes: ["Star"]),
        Pair(view: "truncated-morph", byHand: "truncated-morph-by-hand", nodes: ["TruncatedMorphPolygon"]),
        Pair(
            view: "chasing-tail-spinner", byHand: "chasing-tail-spinner-by-hand", nodes: ["trim"],
            renamed: ["trim": "Circle.trim"]),
        Pair(view: "broken-pair", byHand: "broken-pair-by-hand", nodes: ["WaveTank"]),
        Pair(
            view: "wave-step-cost", byHand: "wave-step-cost-by-hand",
            nodes: ["VStack[0]/SteppedWave", "VStack[1]/SteppedWave", "VStack[2]/SteppedWave"],
            renamed: [
                "VStack[0]/SteppedWave": "Wave.step0.5", "VStack[1]/SteppedWave": "Wave.step2",
                "VStack[2]/SteppedWave": "Wave.step8",
            ]),
        Pair(view: "ring-segment", byHand: "ring-segment-by-hand", nodes: ["RingSegment"]),
        Pair(view: "clamping-wave-shape", byHand: "clamping-wave-shape-by-hand", nodes: ["WaveShape"]),
    ]

    /// What `read` gives of the node at the end of each frame, from frame 0 to `lastFrame`: of the
    /// value of its last evaluation at or before the frame (`nil` before its first).
    static func byFrame<T>(
        _ trace: Trace, node: String, through lastFrame: Int, _ read: (TraceSample) -> T
    ) -> [T?] {
        let samples = trace.samples(of: node)
        var result: [T?] = []
        var next = 0
        var current: T?
        for frame in 0...lastFrame {
            while next < samples.count, samples[next].frame <= frame {
                current = read(samples[next])
                next += 1
            }
            result.append(current)
        }
        return result
    }

    @Test("the matching animatable nodes have the same values in every frame", arguments: pairs)
    func sameValues(_ pair: Pair) throws {
        let viewScene = try #require(SceneCatalog.scene(named: pair.view))
        let handScene = try #require(SceneCatalog.scene(named: pair.byHand))
        #expect(viewScene.isMadeFromView && !handScene.isMadeFromView)
        #expect(viewScene.duration == handScene.duration)
        let viewGraph = viewScene.run()
        let handGraph = handScene.run()
        #expect(viewGraph.frame == handGraph.frame)
        for node in pair.nodes {
            let fromView = Self.byFrame(viewGraph.trace, node: node, through: viewGraph.frame) { $0.value.components }
            let byHand = Self.byFrame(handGraph.trace, node: pair.handName(node), through: handGraph.frame) {
                $0.value.components
            }
            #expect(fromView.first??.isEmpty == false, "\(node) has no numbers in frame 0")
            var frames = 0
            for (frame, (a, b)) in zip(fromView, byHand).enumerated() {
                let (a, b) = (a ?? [], b ?? [])
                let same =
                    a.map(\.name) == b.map(\.name) && zip(a, b).allSatisfy { abs($0.value - $1.value) <= 1e-9 }
                #expect(same, "\(node) at frame \(frame): from the view \(a), by hand \(b)")
                if same { frames += 1 }
            }
            #expect(frames == viewGraph.frame + 1)
            // The animation ran: the node's numbers are not the same at the start and the end.
            #expect(fromView.first != fromView.last)
        }
    }

    /// A shape with no animatable data has no numbers to compare: seed 003's `SnapPolygon`. Its value
    /// as the trace writes it is the same in every frame, from the view and by hand.
    @Test(
        "the snapping polygon shows the same side count in every frame", arguments: ["snap-polygon", "morph-vs-snap"])
    func sameSnap(_ name: String) throws {
        let viewGraph = try #require(SceneCatalog.scene(named: name)).run()
        let handGraph = try #require(SceneCatalog.scene(named: "\(name)-by-hand")).run()
        let fromView = Self.byFrame(viewGraph.trace, node: "SnapPolygon", through: viewGraph.frame) {
            $0.value.description
        }
        let byHand = Self.byFrame(handGraph.trace, node: "SnapPolygon", through: handGraph.frame) {
            $0.value.description
        }
        #expect(fromView == byHand)
        #expect(fromView.first == "SnapPolygon(sides: 3.0)" && fromView.last == "SnapPolygon(sides: 8.0)")
    }

    /// The seed's ring is turned by `.rotationEffect(.degrees(-90))`, which the hand-built graphs
    /// leave out: it turns the view, not the path. In the view it is a node of its own that never
    /// animates: -90° from the first frame, evaluated again only when the body runs.
    @Test(
        "the ring's rotationEffect stays at -90° in every frame", arguments: ["progress-ring", "chasing-tail-spinner"])
    func ringRotation(_ name: String) throws {
        let graph = try #require(SceneCatalog.scene(named: name)).run()
        let samples = graph.trace.samples(of: "rotationEffect")
        #expect(!samples.isEmpty)
        for sample in samples {
            let rotation = try #require(sample.value.base as? _RotationEffect)
            #expect(rotation.angle == .degrees(-90), "frame \(sample.frame): \(rotation)")
        }
        #expect(graph.trace.timeDependencies(of: "rotationEffect").isEmpty)
    }
}
