import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 000's `MixingBowlScreen`: the batter gauge's ripple, slosh and level spring meet in two
    /// waves; Reduce Motion stops the ripple.
    public static let batterGauge = Scene(
        name: "batter-gauge",
        summary: "Seed 000's MixingBowlScreen: a ripple, a slosh and a level spring meet in two waves",
        explanation: """
            Seed 000's `MixingBowlScreen` and `BatterGauge`, as written. Three kinds of motion \
            meet in the gauge's two `Wave`s, each from a different node. The ripple: \
            `TimelineView(.animation(paused: reduceMotion))` produces a new date every frame, and \
            its content turns it into the waves' `@AnimatableIgnored` phase, which jumps with \
            the clock rather than animating. The slosh: `PhaseAnimator([0, 1, 0.4, 0], trigger: \
            level)` enters its phases one after another whenever `level` changes, each in its own \
            transaction with `.spring(duration: 0.4)`, and the waves' amplitudes (`4 + 12 * \
            slosh` and `3 + 9 * slosh`) spring after it. The level: `.animation(.spring(duration: \
            0.8), value: level)` springs the waves' `level` when a button changes it. The script \
            taps Add Batter twice (35% to 55% to 75%), turns Reduce Motion on as a person would in \
            Settings (the host's `accessibilityReduceMotion` becomes true: the timeline stops \
            firing and the ripple freezes; the waves now run only while the slosh and level \
            springs do), then taps Pour Out twice (75% to 55% to 35%). The percentage `Text` shows the model level at \
            once. The `batter-gauge-by-hand` scene builds the same graph by hand.
            """,
        duration: 7,
        view: BatterRecipe.MixingBowlScreen(),
        script: [
            .tap("Add Batter", at: 0.5),
            .tap("Add Batter", at: 1.5),
            .environment(\.accessibilityReduceMotion, true, at: 2.5, "Reduce Motion on"),
            .tap("Pour Out", at: 4),
            .tap("Pour Out", at: 5),
        ]
    )
}
