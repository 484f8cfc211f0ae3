import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 000's batter gauge on its mixing-bowl screen, built by hand: ripple, slosh, level spring
    /// and Reduce Motion, all meeting in two waves.
    public static let batterGaugeByHand = Scene(
        name: "batter-gauge-by-hand",
        summary:
            "The graph of `batter-gauge` built by hand, node by node: a check of the graph made from seed 000's MixingBowlScreen",
        explanation: """
            Seed 000's gauge, node by node: a state `level`, a state `reduceMotion` for the \
            environment's setting, and the nodes of `BatterGauge.body`. The ripple: \
            `TimelineView(.animation(paused: reduceMotion))` produces a new time every frame, and \
            the rule `phase` turns it into the waves' `@AnimatableIgnored` phase, which jumps with \
            the clock rather than animating. The slosh: `PhaseAnimator([0, 1, 0.4, 0], trigger: \
            level)` enters its phases one after another whenever `level` changes, each in its own \
            transaction with `.spring(duration: 0.4)`, and the waves' amplitudes (`4 + 12 * \
            slosh` and `3 + 9 * slosh`) spring after it. The level: `.animation(.spring(duration: \
            0.8), value: level)` around the waves springs their `level` when a button changes it. \
            The script taps Add Batter twice (35% to 55% to 75%), turns Reduce Motion on (the \
            timeline stops firing and the ripple freezes; the waves now run only while the slosh \
            and level springs do), then taps Pour Out twice (75% to 55% to 35%). `Text` shows the model level at once, as \
            the percentage label does. The view's `ZStack[0]/Wave` and `ZStack[1]/Wave` are \
            `Wave.back` and `Wave.front` here; `Wave.back.path` and `Wave.front.path` draw them.
            """,
        duration: 7
    ) { graph in
        // MixingBowlScreen's @State, and the environment's accessibilityReduceMotion.
        let level = graph.state(0.35, name: "level")
        let reduceMotion = graph.state(false, name: "reduceMotion")
        // BatterGauge.body
        let slosh = graph.phaseAnimator(
            name: "PhaseAnimator", phases: [0, 1, 0.4, 0] as [CGFloat], trigger: { level.value }
        ) { _ in .spring(duration: 0.4) }
        let timeline = graph.timeline(name: "TimelineView", schedule: .animation(paused: { reduceMotion.value }))
        let phase = graph.rule(name: "phase") { CGFloat(timeline.value.truncatingRemainder(dividingBy: 2) * .pi) }
        let (back, front) = graph.animation(.spring(duration: 0.8), value: { level.value }) {
            (
                graph.animatable(name: "Wave.back") {
                    BatterRecipe.Wave(level: level.value, amplitude: 4 + 12 * slosh.value, phase: phase.value)
                },
                graph.animatable(name: "Wave.front") {
                    BatterRecipe.Wave(
                        level: level.value, amplitude: 3 + 9 * slosh.value, phase: phase.value + .pi, crests: 3)
                }
            )
        }
        _ = graph.rule(name: "Wave.back.path") { back.value.path(in: .canvas) }
        _ = graph.rule(name: "Wave.front.path") { front.value.path(in: .canvas) }
        _ = graph.rule(name: "Text") { "\(Int((level.value * 100).rounded()))%" }
        return Script([
            .init(at: 0.5, "Add Batter") { level.value = min(level.value + 0.2, 1) },
            .init(at: 1.5, "Add Batter") { level.value = min(level.value + 0.2, 1) },
            .init(at: 2.5, "Reduce Motion on") { reduceMotion.value = true },
            // The waves' amplitudes come to rest by SwiftUI's rule (speed and acceleration within 0.06
            // points) about a second after the slosh's last phase: the graph idles from about 3.2 s to the tap.
            .init(at: 4, "Pour Out") { level.value = max(level.value - 0.2, 0) },
            .init(at: 5, "Pour Out") { level.value = max(level.value - 0.2, 0) },
        ])
    }
}
