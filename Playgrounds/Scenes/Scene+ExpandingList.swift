import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Rows that come and go with their transitions, from an `@Observable` model.
    public static let expandingList = Scene(
        name: "expanding-list",
        summary: "Rows inserted and removed under withAnimation move and fade in and out",
        explanation: """
            An expanding card as apps write it, with an `@Observable` model. Tapping the header \
            sets `isExpanded` in `withAnimation(.easeInOut(duration: 0.3))`: the body's \
            observation input changes in that transaction, the `if` inserts its content, and each \
            row (a `ForEach` element) is built in its transition's `willAppear` phase, moved in \
            from the leading edge and faded, then moved to `identity` in the same transaction: \
            `ForEach[Flour]/transition/move` and `…/opacity` animate. Add and Remove insert and \
            remove a row in a linear 0.4 s: a removed row stays on screen, out of layout and \
            beneath the others, until its transition ends, and then its nodes go.
            """,
        duration: 2.4,
        view: ExpandingList(),
        script: [.tap("header", at: 0.1), .tap("Add", at: 0.6), .tap("Remove", at: 1.2), .tap("header", at: 1.8)]
    )
}
