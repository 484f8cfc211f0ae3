import Animatic
import AnimaticScenes

extension Scene {
    /// Seed 003's challenge 4: the wave tank's two values in two transactions fall out of step.
    public static let brokenPairByHand = Scene(
        name: "broken-pair-by-hand",
        summary:
            "The graph of `broken-pair` built by hand, node by node: a check of the graph made from Animatic's BrokenPairCell",
        explanation: """
            Challenge 4 of seed 003 breaks the wave tank's pair: the tap sets `level` in one \
            `withAnimation(.easeInOut(duration: 1.5))` and `phase` in another, \
            `withAnimation(.easeInOut(duration: 0.5))`. SwiftUI applies each transaction in an \
            update of its own, as the scene does with a second tick in the tap's frame: the first \
            starts animation #1 on `WaveTank`, the second is combined with it. You might expect \
            the level to take 1.5 s and the phase 0.5 s; the trace shows otherwise. Combined \
            animations chain, as they do in SwiftUI: the second one moves the whole pair, level \
            included, from wherever the first has it to the new target, so both numbers arrive \
            together at 0.6 s, on the short animation's curve, and animation #1 then keeps \
            `WaveTank` depending on time until 1.6 s, re-evaluated every frame to present the \
            same value (cut off: the path is not redrawn). The values fall out of the step you \
            asked for, and nothing warns you.
            """,
        duration: 1.8
    ) { graph in
        let level = graph.state(0.2, name: "level")
        let phase = graph.state(0.0, name: "phase")
        let tank = graph.animatable(name: "WaveTank") { ShapesChapter.WaveTank(level: level.value, phase: phase.value) }
        _ = graph.rule(name: "WaveTank.path") { tank.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") {
                graph.withAnimation(.easeInOut(duration: 1.5)) { level.value = 0.8 }
                graph.update()
                graph.withAnimation(.easeInOut(duration: 0.5)) { phase.value = 2 }
            }
        ])
    }
}
