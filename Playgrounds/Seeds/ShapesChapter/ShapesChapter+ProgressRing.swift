import AnimaticUI

extension ShapesChapter {
    /// The bench's first cell, the progress ring, with the seed's modifiers as written:
    /// `Circle().trim(from: 0, to: progress)` stroked with a round cap and turned to start at
    /// twelve, and a button that sets `progress` to 0.75 in `withAnimation(.easeInOut(duration: 1))`.
    ///
    /// Animatic's own view around the seed's ring: seed 003 writes the ring's modifiers but no view
    /// around them. The stroke's colour is Animatic's choice.
    struct ProgressRing: View {
        @State private var progress: CGFloat = 0

        var body: some View {
            VStack(spacing: 24) {
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 11, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .frame(width: 200, height: 200)
                Button("Progress") {
                    withAnimation(.easeInOut(duration: 1)) { progress = 0.75 }
                }
            }
        }
    }
}
