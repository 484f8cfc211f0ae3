import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's bench: the morphing and the snapping polygon side by side, one state change.
    public static let morphVersusSnapByHand = Scene(
        name: "morph-vs-snap-by-hand",
        summary:
            "The graph of `morph-vs-snap` built by hand, node by node: a check of the graph made from Animatic's PolygonBench",
        explanation: """
            Seed 003's bench, two cells and one state change: `MorphPolygon` and `SnapPolygon` \
            read the same `sides`, which a tap changes from 3 to 8 in \
            `withAnimation(.easeInOut(duration: 1))`. In the tap's frame `SnapPolygon` already \
            presents 8 sides ("no animatable data": the value jumps) while `MorphPolygon` starts \
            an animation and depends on time. From then on only the morph runs, through 3.01, \
            4.37, six-and-a-bit sides, to 8, while the snap stays an octagon and never runs \
            again: mid-flight, one is a lopsided intermediate shape, the other the destination.
            """,
        duration: 1.3
    ) { graph in
        let sides = graph.state(3.0, name: "sides")
        let morph = graph.animatable(name: "MorphPolygon") { ShapesChapter.MorphPolygon(sides: sides.value) }
        let snap = graph.animatable(name: "SnapPolygon") { ShapesChapter.SnapPolygon(sides: sides.value) }
        _ = graph.rule(name: "MorphPolygon.path") { morph.value.path(in: .canvas) }
        _ = graph.rule(name: "SnapPolygon.path") { snap.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.easeInOut(duration: 1)) { sides.value = 8 } }
        ])
    }
}
