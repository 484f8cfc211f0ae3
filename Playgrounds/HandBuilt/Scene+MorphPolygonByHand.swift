import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's polygon with `animatableData`: it passes through fractional side counts.
    public static let morphPolygonByHand = Scene(
        name: "morph-polygon-by-hand",
        summary:
            "The graph of `morph-polygon` built by hand, node by node: a check of the graph made from Animatic's MorphPolygonCell",
        explanation: """
            Seed 003's `MorphPolygon` has four lines that look like boilerplate: `animatableData` \
            returning and setting `sides`. They are what makes it animate. The tap changes `sides` \
            from 3 to 8 in `withAnimation(.easeInOut(duration: 1))`; every frame `MorphPolygon` \
            presents a fractional count (4.37 sides, 6.2 sides) and `MorphPolygon.path` draws it, \
            dividing the full turn by the fractional count, so a new edge grows out of the first \
            corner instead of the figure jumping. Compare `snap-polygon`, the same shape without \
            those four lines.
            """,
        duration: 1.3
    ) { graph in
        let sides = graph.state(3.0, name: "sides")
        let morph = graph.animatable(name: "MorphPolygon") { ShapesChapter.MorphPolygon(sides: sides.value) }
        _ = graph.rule(name: "MorphPolygon.path") { morph.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.easeInOut(duration: 1)) { sides.value = 8 } }
        ])
    }
}
