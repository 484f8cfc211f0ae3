import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// The seed's batter gauge: a phase animator sloshes the wave on every level change.
    public static let slosh = Scene(
        name: "slosh",
        summary: "A triggered phase animator sloshes the batter on every level change",
        explanation: """
            The batter gauge of the seed recipe. `slosh` is `PhaseAnimator([0, 1, 0.4, 0], trigger: \
            level)` with `.spring(duration: 0.4)` for every phase, and the `Wave` below it takes \
            `amplitude: 4 + 12 * slosh`, inside `.animation(.spring(duration: 0.8), value: level)`. \
            A tap changes `level`: the scope springs the level, and after that pass the phase \
            animator sees its trigger change and enters phase 1 in a transaction of its own, in a \
            second tick of the same frame. Each step waits until its spring is logically complete, \
            then the next phase is entered in that frame: 1, 0.4, 0, and the first phase again, \
            identical to the last, which passes at once. The phase springs retarget the same \
            animatable data as the level's spring, so they merge with it and carry it on. The third \
            tap comes in the middle of a run, while the wave settles towards 0.4: a new run starts \
            from the first phase, as in SwiftUI, so the wave settles down towards 0 from where it is, \
            then sloshes up to 1 and back again. \
            The ripple (a TimelineView in the recipe) is left out, so the wave's `@AnimatableIgnored` \
            `phase` stays 0: see `batter-gauge` for all of it.
            """,
        duration: 4.5
    ) { graph in
        let level = graph.state(CGFloat(0.35), name: "level")
        let slosh = graph.phaseAnimator(name: "slosh", phases: [0, 1, 0.4, 0] as [CGFloat], trigger: { level.value }) {
            _ in
            .spring(duration: 0.4)
        }
        _ = graph.animation(.spring(duration: 0.8), value: { level.value }) {
            graph.animatable(name: "Wave") {
                BatterRecipe.Wave(level: level.value, amplitude: 4 + 12 * slosh.value, phase: 0)
            }
        }
        _ = graph.rule(name: "Text") { "\(Int((level.value * 100).rounded()))%" }
        return Script([
            .init(at: 0.1, "Add Batter") { level.value = min(level.value + 0.2, 1) },
            .init(at: 1.5, "Pour Out") { level.value = max(level.value - 0.2, 0) },
            .init(at: 2.05, "Pour Out") { level.value = max(level.value - 0.2, 0) },
        ])
    }
}
