import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's challenge 5: what the wave's step costs, per frame.
    public static let waveStepCostByHand = Scene(
        name: "wave-step-cost-by-hand",
        summary:
            "The graph of `wave-step-cost` built by hand, node by node: a check of the graph made from Animatic's WaveStepBench",
        explanation: """
            Challenge 5 of seed 003 profiles the wave: three copies walk the same 100-point \
            surface in steps of 0.5, 2 and 8 points, one `sin` per point. The cost of an animated \
            shape is per frame, not per state change: the tap raises the level once, in \
            `withAnimation(.easeInOut(duration: 0.5))`, and then every frame of the animation \
            each `Wave.step…` node presents a new level and its path is recomputed, 201, 51 and 13 \
            points each time. The 8-point step draws the crest as a polygon, the 0.5-point step \
            spends four times the work of the 2-point one on a curve that looks the same: the \
            cheapest step that still reads as smooth is the one to ship.
            """,
        duration: 0.7
    ) { graph in
        let level = graph.state(0.3, name: "level")
        for step in [0.5, 2, 8] {
            let name = "Wave.step\(Path.short(step))"
            let wave = graph.animatable(name: name) { ShapesChapter.SteppedWave(level: level.value, step: step) }
            _ = graph.rule(name: "\(name).path") { wave.value.path(in: .canvas) }
        }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.easeInOut(duration: 0.5)) { level.value = 0.7 } }
        ])
    }
}
