import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 004's wave shape: a hand-written `animatableData` over `AnimatableValues` that clamps.
    public static let clampingWaveShape = Scene(
        name: "clamping-wave-shape",
        summary: "Seed 004's WaveShape: AnimatableValues, and a setter that clamps and wraps",
        explanation: """
            Apple's reference page writes `animatableData` by hand when the interpolated value \
            needs logic of its own: `WaveShape` groups `amplitude` and `phase` in \
            `AnimatableValues` and its setter clamps the amplitude to `0...maxAmplitude` (20 \
            here) and wraps the phase into one turn. In Animatic's view `WaveShapeCell` (the page \
            shows none), the Swell button asks for an amplitude of 30 and a phase of 3π in \
            `withAnimation(.easeInOut(duration: 1))`. The animation interpolates the unclamped \
            numbers, but what `WaveShape` presents is what the setter kept: the amplitude rises \
            and stops at 20 while the animation is still running, and the phase wraps back to 0 \
            as it passes 2π. The last frame presents the target through the same setter: \
            amplitude 20 and phase π, not the 30 and 3π that `WaveShapeCell.amplitude` and \
            `WaveShapeCell.phase` hold. The `clamping-wave-shape-by-hand` scene builds the same \
            graph by hand.
            """,
        duration: 1.3,
        view: AnimatableReference.WaveShapeCell(),
        script: [.tap("Swell", at: 0.1)]
    )
}
