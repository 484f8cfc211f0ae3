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
            observation input changes in that transaction, and the `if` inserts its branch in its \
            transition's `willAppear` phase, then moves it to `identity` in the same transaction: \
            `VStack[1]/if/transition/opacity` fades the branch in, while the card's background grows and \
            what is below slides down: each drawn leaf's `.frame` node animates from the old layout \
            to the new one in the same transaction. Add inserts a row in a linear \
            0.4 s: the row is a `ForEach` element of its own, moved in from the leading edge and \
            faded in by its `.transition`. Remove takes the first row out the same way: it stays on \
            screen, out of layout and beneath the others, until its transition ends, and then its \
            nodes go. The last tap hides the branch, which fades out before it goes.
            """,
        duration: 2.4,
        view: ExpandingList(),
        script: [.tap("header", at: 0.1), .tap("Add", at: 0.6), .tap("Remove", at: 1.2), .tap("header", at: 1.8)]
    )
}
