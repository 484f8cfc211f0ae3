import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's polygon with `animatableData`: it passes through fractional side counts.
    public static let morphPolygon = Scene(
        name: "morph-polygon",
        summary: "Seed 003's MorphPolygon: animatableData hands the side count to the animation",
        explanation: """
            Seed 003's `MorphPolygon` has four lines that look like boilerplate: `animatableData` \
            returning and setting `sides`. They are what makes it animate. Seed 003 shows no view, \
            so the scene runs one of Animatic's, `MorphPolygonCell`: the polygon filled in a \
            200-point frame and a Morph button that changes `MorphPolygonCell.sides` from 3 to 8 in \
            `withAnimation(.easeInOut(duration: 1))`. `MorphPolygonCell.body` runs once for the \
            tap; the shape's node `MorphPolygon` starts an animation and depends on time, and every \
            frame after that it presents a fractional count (4.37 sides, 6.2 sides) that the \
            screen draws, dividing the full turn by the fractional count, so a new edge grows out \
            of the first corner instead of the figure jumping. Compare `snap-polygon`, the same \
            shape without those four lines. The `morph-polygon-by-hand` scene builds the same \
            graph by hand.
            """,
        duration: 1.3,
        view: ShapesChapter.MorphPolygonCell(),
        script: [.tap("Morph", at: 0.1)]
    )
}
