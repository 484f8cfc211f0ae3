import AnimaticCLI
import AnimaticUI

extension Scene {
    /// A card whose offset springs when tapped, tapped again while it is still moving.
    public static let toggleCard = Scene(
        name: "toggle-card",
        summary: "A card springs out when tapped and back when tapped again mid-flight",
        explanation: """
            The SwiftUI view `ToggleCardView`: a state `isFlipped`, an animatable view `Card` \
            (offset and scale synthesized, title ignored) whose body runs every frame while it \
            moves, and a `Text` counting in `settled` the taps whose animations are logically \
            complete. The first tap flips the card in \
            `withAnimation(.spring(duration: 0.6, bounce: 0.3))`; the second tap, 0.25 s later, \
            flips it back while it is still moving: the spring merges and carries the card's \
            velocity into the new target.
            """,
        duration: 1.6,
        view: ToggleCardView(),
        script: [.tap("card", at: 0.1), .tap("card", at: 0.35)]
    )
}
