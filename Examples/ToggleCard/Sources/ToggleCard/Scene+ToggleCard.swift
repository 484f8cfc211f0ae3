import AnimaticCLI

extension Scene {
    /// A card whose offset springs when tapped, tapped again while it is still moving.
    public static let toggleCard = Scene(
        name: "toggle-card",
        summary: "A card springs out when tapped and back when tapped again mid-flight",
        explanation: """
            A state `isFlipped`, an animatable `Card` (offset and scale synthesized, title \
            ignored) and `Card.shadow`, a rule that reads the animated offset. The first tap \
            flips the card in `withAnimation(.spring(duration: 0.6, bounce: 0.3))`; the second \
            tap, 0.25 s later, flips it back while it is still moving: the spring merges and \
            carries the card's velocity into the new target. Each tap's completion handler \
            counts in `settled` when its animation is logically complete.
            """,
        duration: 1.6
    ) { graph in
        let view = ToggleCardView(on: graph)
        return Script([
            .init(at: 0.1, "tap") { view.tap() },
            .init(at: 0.35, "tap again") { view.tap() },
        ])
    }
}
