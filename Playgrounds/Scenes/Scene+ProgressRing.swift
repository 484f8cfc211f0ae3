import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's progress ring: `trim(from:to:)` is animatable already, no custom shape needed.
    public static let progressRing = Scene(
        name: "progress-ring",
        summary: "Seed 003's progress ring: Circle().trim(from: 0, to: progress) animates for free",
        explanation: """
            The first cell of seed 003 has no custom shape at all: `Circle().trim(from: 0, to: \
            progress)`, stroked 11 points wide with round caps and turned by \
            `.rotationEffect(.degrees(-90))`, as the seed writes it, in Animatic's view \
            `ProgressRing` (the seed shows no view around it). `trim(from:to:)` takes any shape's \
            path and keeps the fraction of its length between two points, and its \
            `animatableData` is the circle's (empty) paired with the two fractions, so it animates \
            already. The Progress button sets `ProgressRing.progress` to 0.75 in \
            `withAnimation(.easeInOut(duration: 1))`; the node `trim` presents a growing end \
            fraction and the screen strokes the ring on, from 0 to three quarters of the \
            circumference. The rotation moves the start from three o'clock to twelve: it turns \
            the view, not the path, so `rotationEffect` is a node of its own that holds -90° and \
            never animates. The `progress-ring-by-hand` scene builds the trim by hand.
            """,
        duration: 1.3,
        view: ShapesChapter.ProgressRing(),
        script: [.tap("Progress", at: 0.1)]
    )
}
