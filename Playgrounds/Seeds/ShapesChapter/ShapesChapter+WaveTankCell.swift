import AnimaticUI

extension ShapesChapter {
    /// The wave tank's cell: `WaveTank` in a frame, and a button that fills it from 20% to 80% and
    /// moves its wave on two wavelengths in one `withAnimation(.easeInOut(duration: 1.5))`.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct WaveTankCell: View {
        @State private var level = 0.2
        @State private var phase = 0.0

        var body: some View {
            VStack(spacing: 24) {
                WaveTank(level: level, phase: phase)
                    .fill(.teal)
                    .frame(width: 200, height: 200)
                Button("Fill") {
                    withAnimation(.easeInOut(duration: 1.5)) {
                        level = 0.8
                        phase = 2
                    }
                }
            }
        }
    }
}
