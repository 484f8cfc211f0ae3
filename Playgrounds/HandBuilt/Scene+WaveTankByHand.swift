import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's wave tank: level and phase coupled in one `AnimatablePair`.
    public static let waveTankByHand = Scene(
        name: "wave-tank-by-hand",
        summary:
            "The graph of `wave-tank` built by hand, node by node: a check of the graph made from Animatic's WaveTankCell",
        explanation: """
            Seed 003's `WaveTank` changes two things at once, how full it is and how far its wave \
            has travelled, so its `animatableData` is an `AnimatablePair` of `level` and `phase`. \
            The two are coupled: `path(in:)` calms the wave as the tank fills (`amplitude = 7 * \
            (1 - level * 0.75)`), which is only right because both numbers arrive in the same \
            frame from the same animation. The tap fills the tank from 20% to 80% and moves the \
            wave on two wavelengths in one `withAnimation(.easeInOut(duration: 1.5))`: every frame \
            `WaveTank` presents a new pair, and the surface in `WaveTank.path` rises while its \
            crest-to-trough height shrinks from 11.9 to 2.8 points. `broken-pair` animates the \
            two separately.
            """,
        duration: 1.8
    ) { graph in
        let level = graph.state(0.2, name: "level")
        let phase = graph.state(0.0, name: "phase")
        let tank = graph.animatable(name: "WaveTank") { ShapesChapter.WaveTank(level: level.value, phase: phase.value) }
        _ = graph.rule(name: "WaveTank.path") { tank.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") {
                graph.withAnimation(.easeInOut(duration: 1.5)) {
                    level.value = 0.8
                    phase.value = 2
                }
            }
        ])
    }
}
