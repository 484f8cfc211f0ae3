import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's challenge 2: a setter that rounds turns the morph into clean jumps.
    public static let truncatedMorphByHand = Scene(
        name: "truncated-morph-by-hand",
        summary:
            "The graph of `truncated-morph` built by hand, node by node: a check of the graph made from Animatic's TruncatedMorphCell",
        explanation: """
            Challenge 2 of seed 003 changes `MorphPolygon`'s setter to `sides = \
            newValue.rounded()`. The animation still runs and still hands the shape a new \
            fractional value every frame, but the shape keeps only the whole number: \
            `TruncatedMorphPolygon` presents 3, then 4, 5, 6, 7 and 8, each held for several \
            frames, and in those frames the equality cutoff stops the path from being redrawn. A \
            series of clean jumps between regular polygons, which is a legitimate effect for a \
            step indicator; the continuous morph is the one that shows progress between steps.
            """,
        duration: 1.3
    ) { graph in
        let sides = graph.state(3.0, name: "sides")
        let morph = graph.animatable(name: "TruncatedMorphPolygon") {
            ShapesChapter.TruncatedMorphPolygon(sides: sides.value)
        }
        _ = graph.rule(name: "TruncatedMorphPolygon.path") { morph.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.easeInOut(duration: 1)) { sides.value = 8 } }
        ])
    }
}
