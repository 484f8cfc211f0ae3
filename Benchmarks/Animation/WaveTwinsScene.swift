import Animatic
import AnimaticPlaygrounds
import Foundation

/// `count` animating waves, one animatable node each, of either kind.
struct WaveTwinsScene {
    let graph = AnimationGraph(tracing: .off)
    let check: () -> CGFloat

    init(count: Int, synthesized: Bool) {
        let level = graph.state(CGFloat(0.2), name: "level")
        var first: (() -> CGFloat)?
        for index in 0..<count {
            // Seed 000's `Wave` (synthesized data) or its `WaveWithoutMacro` (data written by hand).
            let name = synthesized ? "Wave\(index)" : "WaveWithoutMacro\(index)"
            let presented = BatterRecipe.waveNode(in: graph, name: name, synthesized: synthesized, level: level)
            if first == nil { first = presented }
        }
        graph.update()
        graph.withAnimation(.linear(duration: 1_000_000)) { level.value = 1_000 }
        graph.update()
        check = first!
    }

    func run(frames: Int) {
        graph.advance(by: Double(frames) / 60)
        let expected = 0.2 + (1_000 - 0.2) * graph.time / 1_000_000
        if abs(check() - expected) > 1e-6 { fail("waves: level \(check()) at \(graph.time) s, expected \(expected)") }
    }
}
