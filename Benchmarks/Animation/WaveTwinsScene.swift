import Animatic
import Foundation

/// Seed 000's wave with synthesized `animatableData`, as the batter recipe's `Wave` (`Playgrounds/Seeds/BatterRecipe`) declares it.
struct SynthesizedWave: AutoAnimatable, Equatable {
    var level: CGFloat
    var amplitude: CGFloat
    @AnimatableIgnored var phase: CGFloat
    @AnimatableIgnored var crests: Int
}

/// The same wave with a hand-written `AnimatablePair` (seed 000's `WaveWithoutMacro`).
struct HandWrittenWave: Animatable, Equatable {
    var level: CGFloat
    var amplitude: CGFloat
    var phase: CGFloat
    var crests: Int
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(level, amplitude) }
        set {
            level = newValue.first
            amplitude = newValue.second
        }
    }
}

/// `count` animating waves, one animatable node each, of either kind.
struct WaveTwinsScene {
    let graph = AnimationGraph(tracing: .off)
    let check: () -> CGFloat

    init(count: Int, synthesized: Bool) {
        let level = graph.state(CGFloat(0.2), name: "level")
        var first: (() -> CGFloat)?
        for index in 0..<count {
            if synthesized {
                let wave = graph.animatable(name: "Wave\(index)") {
                    SynthesizedWave(level: level.value, amplitude: level.value * 20, phase: 0, crests: 2)
                }
                if first == nil { first = { wave.value.level } }
            } else {
                let wave = graph.animatable(name: "WaveWithoutMacro\(index)") {
                    HandWrittenWave(level: level.value, amplitude: level.value * 20, phase: 0, crests: 2)
                }
                if first == nil { first = { wave.value.level } }
            }
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
