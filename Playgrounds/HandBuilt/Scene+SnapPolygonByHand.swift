import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's polygon without `animatableData`: the silent failure, made visible.
    public static let snapPolygonByHand = Scene(
        name: "snap-polygon-by-hand",
        summary:
            "The graph of `snap-polygon` built by hand, node by node: a check of the graph made from Animatic's SnapPolygonCell",
        explanation: """
            Seed 003's `SnapPolygon` has the same path maths as `MorphPolygon` but no \
            `animatableData`, so it keeps `Shape`'s default, `EmptyAnimatableData`: nothing here \
            animates. The tap changes `sides` from 3 to 8 in the same \
            `withAnimation(.easeInOut(duration: 1))`, and in that very frame `SnapPolygon` \
            presents 8 and its path is a regular octagon. It is not animating badly; it is not \
            animating at all. In SwiftUI that failure is silent; here the trace says it: "no \
            animatable data: easeInOut(duration: 1) cannot animate it, the value jumps". No \
            dependency on time is ever added.
            """,
        duration: 1.3
    ) { graph in
        let sides = graph.state(3.0, name: "sides")
        let snap = graph.animatable(name: "SnapPolygon") { ShapesChapter.SnapPolygon(sides: sides.value) }
        _ = graph.rule(name: "SnapPolygon.path") { snap.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.easeInOut(duration: 1)) { sides.value = 8 } }
        ])
    }
}
