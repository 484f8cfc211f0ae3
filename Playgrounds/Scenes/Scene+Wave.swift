import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 000's wave with `animatableData` synthesized, `phase` and `crests` ignored.
    public static let wave = Scene(
        name: "wave",
        summary: "The same wave, AutoAnimatable (@Animatable) with @AnimatableIgnored phase and crests",
        explanation: """
            Seed 000's `Wave`: with `@Animatable` (here `AutoAnimatable`, its run-time stand-in) \
            the getter and setter disappear; `animatableData` is built from the stored properties \
            that can animate, `level` and `amplitude`, while `@AnimatableIgnored` leaves out \
            `phase` (driven by a clock: animating it would tween the ripple on every level \
            change) and `crests` (an `Int`). The script is the one of `wave-without-macro`, and \
            the timeline is the same, value for value, frame for frame: the synthesized \
            `animatableData` holds exactly what the hand-written pair holds (it prints as \
            `[0.35, 4]` where the pair prints `(0.35, 4)`).
            """,
        duration: 0.7
    ) { graph in
        let level = graph.state(CGFloat(0.35), name: "level")
        let amplitude = graph.state(CGFloat(4), name: "amplitude")
        let wave = graph.animatable(name: "Wave") {
            BatterRecipe.Wave(level: level.value, amplitude: amplitude.value, phase: 0)
        }
        _ = graph.rule(name: "Wave.path") { wave.value.path(in: .canvas) }
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
