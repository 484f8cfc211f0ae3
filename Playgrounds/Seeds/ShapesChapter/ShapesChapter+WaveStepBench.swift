import AnimaticUI

extension ShapesChapter {
    /// Challenge 5's bench: three `SteppedWave`s, each in a 100-point frame, one above another, walking their surface in
    /// steps of 0.5, 2 and 8 points, and a button that raises their level from 30% to 70% in one
    /// `withAnimation(.easeInOut(duration: 0.5))`.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct WaveStepBench: View {
        @State private var level = 0.3

        var body: some View {
            VStack(spacing: 16) {
                SteppedWave(level: level, step: 0.5)
                    .fill(.blue)
                    .frame(width: 100, height: 100)
                SteppedWave(level: level, step: 2)
                    .fill(.blue)
                    .frame(width: 100, height: 100)
                SteppedWave(level: level, step: 8)
                    .fill(.blue)
                    .frame(width: 100, height: 100)
                Button("Raise") {
                    withAnimation(.easeInOut(duration: 0.5)) { level = 0.7 }
                }
            }
        }
    }
}
