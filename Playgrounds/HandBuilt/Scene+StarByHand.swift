import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's challenge 1: a star whose points and inner radius animate in one pair.
    public static let starByHand = Scene(
        name: "star-by-hand",
        summary:
            "The graph of `star` built by hand, node by node: a check of the graph made from Animatic's StarRating",
        explanation: """
            Challenge 1 of seed 003 adds a `Star` with an animatable `points: Double` and \
            `innerRatio: Double`, carried in one `AnimatablePair`. A rating fills in: the tap \
            sets `rating` from 0 to 1 in `withAnimation(.easeInOut(duration: 1))`, and the star \
            drawn for it goes from three blunt points (inner ratio 0.9) to five sharp ones (0.4). \
            Every frame `Star` presents a new pair, a fractional point count whose newest point \
            grows out of the first, as the polygon's newest vertex does, and an inner radius that \
            shrinks, so the star sharpens as it fills. `Star.path` draws it.
            """,
        duration: 1.3
    ) { graph in
        let rating = graph.state(0.0, name: "rating")
        let star = graph.animatable(name: "Star") {
            ShapesChapter.Star(points: 3 + 2 * rating.value, innerRatio: 0.9 - 0.5 * rating.value)
        }
        _ = graph.rule(name: "Star.path") { star.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "rate") { graph.withAnimation(.easeInOut(duration: 1)) { rating.value = 1 } }
        ])
    }
}
