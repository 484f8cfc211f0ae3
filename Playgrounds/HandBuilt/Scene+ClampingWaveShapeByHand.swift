import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 004's wave shape: a hand-written `animatableData` over `AnimatableValues` that clamps.
    public static let clampingWaveShapeByHand = Scene(
        name: "clamping-wave-shape-by-hand",
        summary:
            "The graph of `clamping-wave-shape` built by hand, node by node: a check of the graph made from Animatic's WaveShapeCell",
        explanation: """
            Apple's reference page writes `animatableData` by hand when the interpolated value \
            needs logic of its own: `WaveShape` groups `amplitude` and `phase` in \
            `AnimatableValues` and its setter clamps the amplitude to `0...maxAmplitude` (20 \
            here) and wraps the phase into one turn. The tap asks for an amplitude of 30 and a \
            phase of 3π in `withAnimation(.easeInOut(duration: 1))`. The animation interpolates \
            the unclamped numbers, but what `WaveShape` presents is what the setter kept: the \
            amplitude rises and stops at 20 while the animation is still running, and the phase \
            wraps back to 0 as it passes 2π. The last frame presents the target through the same \
            setter: amplitude 20 and phase π, not the 30 and 3π that were asked for.
            """,
        duration: 1.3
    ) { graph in
        let amplitude = graph.state(CGFloat(5), name: "amplitude")
        let phase = graph.state(CGFloat(0), name: "phase")
        let wave = graph.animatable(name: "WaveShape") {
            AnimatableReference.WaveShape(amplitude: amplitude.value, phase: phase.value, maxAmplitude: 20)
        }
        _ = graph.rule(name: "WaveShape.path") { wave.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "tap") {
                graph.withAnimation(.easeInOut(duration: 1)) {
                    amplitude.value = 30
                    phase.value = 3 * .pi
                }
            }
        ])
    }
}
