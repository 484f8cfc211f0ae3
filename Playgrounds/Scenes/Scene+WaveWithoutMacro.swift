import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 000's wave with `animatableData` written by hand.
    public static let waveWithoutMacro = Scene(
        name: "wave-without-macro",
        summary: "The wave with a hand-written AnimatablePair of level and amplitude",
        explanation: """
            Seed 000's `WaveWithoutMacro`: before `@Animatable`, animating both the level and the \
            wave height meant writing `animatableData` by hand, an `AnimatablePair` whose setter \
            unpacks `.first` and `.second`. One tap raises the level from 35% to 75% and the \
            amplitude from 4 to 12 in one `withAnimation(.easeInOut(duration: 0.5))`: both \
            numbers travel in the same pair, so every frame `WaveWithoutMacro` presents a new \
            level and amplitude together and `WaveWithoutMacro.path` redraws the surface from \
            them. `phase` and `crests` are not in the pair, so nothing interpolates them. Compare \
            `animatic run wave`: the same timeline, written by the macro's stand-in.
            """,
        duration: 0.7
    ) { graph in
        let level = graph.state(CGFloat(0.35), name: "level")
        let amplitude = graph.state(CGFloat(4), name: "amplitude")
        let wave = graph.animatable(name: "WaveWithoutMacro") {
            BatterRecipe.WaveWithoutMacro(level: level.value, amplitude: amplitude.value)
        }
        _ = graph.rule(name: "WaveWithoutMacro.path") { wave.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") {
                graph.withAnimation(.easeInOut(duration: 0.5)) {
                    level.value = 0.75
                    amplitude.value = 12
                }
            }
        ])
    }
}
