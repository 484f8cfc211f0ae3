import AnimaticUI

extension ShapesChapter {
    /// Challenge 3's spinner: the progress ring with both ends of its trim animated, the tail
    /// 0.15 s behind the head. A button sends `head` to 1 in
    /// `withAnimation(.linear(duration: 1).repeatForever(autoreverses: false))` and `tail` to 1 in
    /// a second `withAnimation`, the same animation delayed by 0.15 s.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct ChasingTailSpinner: View {
        @State private var head: CGFloat = 0
        @State private var tail: CGFloat = 0

        var body: some View {
            VStack(spacing: 24) {
                Circle()
                    .trim(from: tail, to: head)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 11, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .frame(width: 200, height: 200)
                Button("Start Spinning") {
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { head = 1 }
                    withAnimation(.linear(duration: 1).repeatForever(autoreverses: false).delay(0.15)) {
                        tail = 1
                    }
                }
            }
        }
    }
}
