import AnimaticUI

extension ShapesChapter {
    /// Challenge 4's broken pair: the cell of ``WaveTankCell``, whose button sets `level` and
    /// `phase` in two `withAnimation` calls, 1.5 s and 0.5 s, instead of one.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct BrokenPairCell: View {
        @State private var level = 0.2
        @State private var phase = 0.0

        var body: some View {
            VStack(spacing: 24) {
                WaveTank(level: level, phase: phase)
                    .fill(.teal)
                    .frame(width: 200, height: 200)
                Button("Fill") {
                    withAnimation(.easeInOut(duration: 1.5)) { level = 0.8 }
                    withAnimation(.easeInOut(duration: 0.5)) { phase = 2 }
                }
            }
        }
    }
}
