import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's challenge 1: a star whose points and inner radius animate in one pair.
    public static let star = Scene(
        name: "star",
        summary: "Seed 003's Challenge 1: a Star whose points and inner ratio share an AnimatablePair",
        explanation: """
            Challenge 1 of seed 003 adds a `Star` with an animatable `points: Double` and \
            `innerRatio: Double`, carried in one `AnimatablePair`. A rating fills in, in \
            Animatic's view `StarRating` (the seed shows none): the Rate button sets \
            `StarRating.rating` from 0 to 1 in `withAnimation(.easeInOut(duration: 1))`, and the \
            star drawn for it goes from three blunt points (inner ratio 0.9) to five sharp ones \
            (0.4). Every frame `Star` presents a new pair, a fractional point count whose newest \
            point grows out of the first, as the polygon's newest vertex does, and an inner \
            radius that shrinks, so the star sharpens as it fills; the screen draws it. The \
            `star-by-hand` scene builds the same graph by hand.
            """,
        duration: 1.3,
        view: ShapesChapter.StarRating(),
        script: [.tap("Rate", at: 0.1)]
    )
}
