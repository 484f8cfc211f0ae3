import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's challenge 4: the wave tank's two values in two transactions fall out of step.
    public static let brokenPair = Scene(
        name: "broken-pair",
        summary: "Seed 003's Challenge 4: level and phase in two withAnimation calls fall out of step",
        explanation: """
            Challenge 4 of seed 003 breaks the wave tank's pair. In Animatic's view \
            `BrokenPairCell` (the seed shows none), the Fill button sets `BrokenPairCell.level` in \
            one `withAnimation(.easeInOut(duration: 1.5))` and `BrokenPairCell.phase` in another, \
            `withAnimation(.easeInOut(duration: 0.5))`. SwiftUI applies each transaction in an \
            update of its own, and so does AnimaticUI, in two passes of the tap's frame: the \
            first starts animation #1 on `WaveTank`, the second is combined with it. You might \
            expect the level to take 1.5 s and the phase 0.5 s; the trace shows otherwise. \
            Combined animations chain, as they do in SwiftUI: the second one moves the whole \
            pair, level included, from wherever the first has it to the new target, so both \
            numbers arrive together at 0.6 s, on the short animation's curve, and animation #1 \
            then keeps `WaveTank` depending on time until 1.6 s, re-evaluated every frame to \
            present the same value (cut off: nothing that reads it runs). The values fall out of \
            the step you asked for, and nothing warns you. The `broken-pair-by-hand` scene \
            builds the same graph by hand.
            """,
        duration: 1.8,
        view: ShapesChapter.BrokenPairCell(),
        script: [.tap("Fill", at: 0.1)]
    )
}
