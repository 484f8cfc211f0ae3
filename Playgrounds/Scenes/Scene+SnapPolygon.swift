import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's polygon without `animatableData`: the silent failure, made visible.
    public static let snapPolygon = Scene(
        name: "snap-polygon",
        summary: "Seed 003's SnapPolygon: no animatableData, so it snaps in the tap's frame; the trace shows it",
        explanation: """
            Seed 003's `SnapPolygon` has the same path maths as `MorphPolygon` but no \
            `animatableData`, so it keeps `Shape`'s default, `EmptyAnimatableData`: nothing here \
            animates. The scene runs Animatic's `SnapPolygonCell` (seed 003 shows no view): the \
            polygon in a frame and a Morph button that changes `SnapPolygonCell.sides` from 3 to 8 \
            in the same `withAnimation(.easeInOut(duration: 1))`. As in SwiftUI, a shape with no \
            animatable data gets no animatable node: `SnapPolygon` is a plain node that takes the \
            body's shape as it is, and the screen shows a regular octagon as soon as the count \
            changes. It is not animating badly; it is not animating at all. In SwiftUI \
            that failure is silent; here the trace shows it: `SnapPolygon` takes 8 sides in the \
            tap's frame with "no animatable data: easeInOut(duration: 1) cannot animate it, the \
            value jumps", no animation starts and no dependency on time is ever added. The \
            `snap-polygon-by-hand` scene builds it as an animatable node instead, which says the \
            same.
            """,
        duration: 1.3,
        view: ShapesChapter.SnapPolygonCell(),
        script: [.tap("Morph", at: 0.1)]
    )
}
