import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's challenge 3: both ends of the ring's trim animate, the tail 0.15 behind.
    public static let chasingTailSpinner = Scene(
        name: "chasing-tail-spinner",
        summary: "Seed 003's Challenge 3: trim(from:) runs 0.15 behind trim(to:), a segment running laps",
        explanation: """
            Challenge 3 of seed 003 animates the ring's `trim(from:)` as well as `trim(to:)`, about \
            0.15 behind, for a segment running a lap rather than a ring filling. In Animatic's \
            view `ChasingTailSpinner` (the seed shows none), the Start Spinning button sends \
            `ChasingTailSpinner.head` to 1 in `withAnimation(.linear(duration: \
            1).repeatForever(autoreverses: false))` and then `ChasingTailSpinner.tail` to 1 in a \
            second `withAnimation`, the same animation delayed by 0.15 s. As in SwiftUI, each \
            transaction is applied in an update of its own, two passes of the tap's frame. Both \
            land on `trim`'s pair of fractions, where the second is combined with the first, and \
            combined animations chain, as they do in SwiftUI: the second moves the whole pair \
            from where the first has it to the target, head included. So the segment is not a \
            constant 0.15: it opens to about a third of the lap mid-lap and closes to nothing at \
            the end of each lap, a spinner that breathes. The screen strokes the segment every \
            frame (`animatic draw chasing-tail-spinner` shows it); the time edge never goes, \
            because both animations repeat for ever. `chasing-tail-spinner-by-hand` builds the \
            trim by hand.
            """,
        duration: 2.5,
        view: ShapesChapter.ChasingTailSpinner(),
        script: [.tap("Start Spinning", at: 0.1)]
    )
}
