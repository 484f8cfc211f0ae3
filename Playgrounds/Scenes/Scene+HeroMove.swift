import AnimaticScenes
import AnimaticUI

extension Scene {
    /// A card that grows from its place in a list into a large one, matched by
    /// `matchedGeometryEffect`.
    public static let heroMove = Scene(
        name: "hero-move",
        summary: "A small card becomes a large one through matchedGeometryEffect: one frame, moving",
        explanation: """
            Tapping `card` toggles `isExpanded` in a spring. The `if` removes the small card and \
            inserts the large one in the same transaction; both carry \
            `matchedGeometryEffect(id: "card", in: hero)`. The large card is inserted as the \
            group's new source, showing the small card's frame at first \
            (`matchedGeometryEffect.settled` is false); a continuation of the transaction settles \
            it, and its `matchedGeometryEffect` node animates the shared frame from the small \
            card's to its own. The small card, being removed, follows the same shared frame while \
            its opacity transition fades it out, and the large one fades in: one card seems to \
            move and grow. The button slides down with the layout, its `Text.frame` animating in \
            the same spring. The second tap plays it back.
            """,
        duration: 2.4,
        view: HeroMove(),
        script: [.tap("card", at: 0.1), .tap("card", at: 1.2)]
    )
}
