import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 003's challenge 5: what the wave's step costs, per frame.
    public static let waveStepCost = Scene(
        name: "wave-step-cost",
        summary: "Seed 003's Challenge 5: the wave walked in 0.5, 2 and 8 point steps, redrawn every frame",
        explanation: """
            Challenge 5 of seed 003 profiles the wave: three copies walk the same 100-point \
            surface in steps of 0.5, 2 and 8 points, one `sin` per point. In Animatic's view \
            `WaveStepBench` (the seed shows none) they stand one above another, each a \
            `SteppedWave` in a 100-point frame, so their nodes are named by place: \
            `VStack[0]/SteppedWave`, `VStack[1]/SteppedWave` and `VStack[2]/SteppedWave`. The \
            cost of an animated shape is per frame, not per state change: the Raise button raises \
            `WaveStepBench.level` once, in `withAnimation(.easeInOut(duration: 0.5))`, and then \
            every frame of the animation each wave presents a new level and the screen computes \
            its path again, 201, 51 and 13 points each time. The 8-point step draws the crest as \
            a polygon, the 0.5-point step spends four times the work of the 2-point one on a \
            curve that looks the same: the cheapest step that still reads as smooth is the one to \
            ship. The `wave-step-cost-by-hand` scene builds the same graph by hand.
            """,
        duration: 0.7,
        view: ShapesChapter.WaveStepBench(),
        script: [.tap("Raise", at: 0.1)]
    )
}
