import AnimaticPlaygrounds
import AnimaticUI
import Testing

/// Each scene made from a seed's SwiftUI view against the same graph built by hand: the values of
/// the animatable nodes both have are the same in every frame, within 1e-9. The hand-built graphs
/// follow the seeds' explainers node by node, so this checks that the graph built from the view
/// is the one they describe, down to the interpolated numbers. Where the hand-built graph names a
/// node otherwise (the batter gauge's `Wave.back` is the view's `ZStack[0]/Wave`), the pair says
/// so.
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
    ]

    /// The node's numbers at the end of each frame, from frame 0 to `lastFrame`: the value of its
    /// last evaluation at or before the frame.
    static func numbersByFrame(_ trace: Trace, node: String, through lastFrame: Int) -> [[TraceComponent]] {
        let samples = trace.samples(of: node)
        var result: [[TraceComponent]] = []
        var next = 0
        var current: [TraceComponent] = []
        for frame in 0...lastFrame {
            while next < samples.count, samples[next].frame <= frame {
                current = samples[next].value.components
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
            let fromView = Self.numbersByFrame(viewGraph.trace, node: node, through: viewGraph.frame)
            let byHand = Self.numbersByFrame(handGraph.trace, node: pair.handName(node), through: handGraph.frame)
            #expect(fromView.first?.isEmpty == false, "\(node) has no numbers in frame 0")
            var frames = 0
            for (frame, (a, b)) in zip(fromView, byHand).enumerated() {
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
}
