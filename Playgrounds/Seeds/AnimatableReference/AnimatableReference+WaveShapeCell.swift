import AnimaticUI

extension AnimatableReference {
    /// The reference page's `WaveShape`, stroked in a frame, clamping its amplitude to 20, and a
    /// button that asks for an amplitude of 30 and a phase of 3π in one
    /// `withAnimation(.easeInOut(duration: 1))`.
    ///
    /// Animatic's own view, not the seed's: seed 004 shows its shapes but no view code.
    struct WaveShapeCell: View {
        @State private var amplitude: CGFloat = 5
        @State private var phase: CGFloat = 0

        var body: some View {
            VStack(spacing: 24) {
                WaveShape(amplitude: amplitude, phase: phase, maxAmplitude: 20)
                    .stroke(.blue, lineWidth: 3)
                    .frame(width: 200, height: 100)
                Button("Swell") {
                    withAnimation(.easeInOut(duration: 1)) {
                        amplitude = 30
                        phase = 3 * .pi
                    }
                }
            }
        }
    }
}
