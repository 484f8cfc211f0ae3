import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's challenge 2: a setter that rounds turns the morph into clean jumps.
    public static let truncatedMorph = Scene(
        name: "truncated-morph",
        summary: "Seed 003's Challenge 2: a setter that rounds the side count turns the morph into jumps",
        explanation: """
            Challenge 2 of seed 003 changes `MorphPolygon`'s setter to `sides = \
            newValue.rounded()`. In Animatic's view `TruncatedMorphCell` (the seed shows none) \
            the Morph button changes `TruncatedMorphCell.sides` from 3 to 8 in \
            `withAnimation(.easeInOut(duration: 1))`. The animation still runs and still hands \
            the shape a new fractional value every frame, but the shape keeps only the whole \
            number: `TruncatedMorphPolygon` presents 3, then 4, 5, 6, 7 and 8, each held for \
            several frames, and in those frames the equality cutoff stops there, so the screen \
            keeps the polygon it has. A series of clean jumps between regular polygons, which is \
            a legitimate effect for a step indicator; the continuous morph is the one that shows \
            progress between steps. The `truncated-morph-by-hand` scene builds the same graph by \
            hand.
            """,
        duration: 1.3,
        view: ShapesChapter.TruncatedMorphCell(),
        script: [.tap("Morph", at: 0.1)]
    )
}
