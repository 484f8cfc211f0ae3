import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's bench: the morphing and the snapping polygon side by side, one state change.
    public static let morphVersusSnap = Scene(
        name: "morph-vs-snap",
        summary: "MorphPolygon and SnapPolygon side by side: one morphs, one snaps in the first frame",
        explanation: """
            Seed 003's bench, two cells and one state change, as Animatic's `PolygonBench` writes \
            it (the seed describes the bench but shows no view): `MorphPolygon` and `SnapPolygon` \
            side by side, each in a frame, read the same `PolygonBench.sides`, which the Morph \
            button changes from 3 to 8 in `withAnimation(.easeInOut(duration: 1))`. In the tap's \
            frame `SnapPolygon`, a plain node because its shape has no animatable data, already \
            presents 8 sides while `MorphPolygon` starts an animation and depends on time. From \
            then on only the morph runs, through 3.01, 4.37, six-and-a-bit sides, to 8, while the \
            snap stays an octagon and never runs again: mid-flight, one is a lopsided \
            intermediate shape, the other the destination. The `morph-vs-snap-by-hand` scene \
            builds the same graph by hand.
            """,
        duration: 1.3,
        view: ShapesChapter.PolygonBench(),
        script: [.tap("Morph", at: 0.1)]
    )
}
