import AnimaticUI

extension ShapesChapter {
    /// Challenge 1's cell: a `Star` drawn for a rating, three blunt points (inner ratio 0.9) at 0
    /// and five sharp ones (0.4) at 1, and a button that sets the rating from 0 to 1 in
    /// `withAnimation(.easeInOut(duration: 1))`.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct StarRating: View {
        @State private var rating = 0.0

        var body: some View {
            VStack(spacing: 24) {
                Star(points: 3 + 2 * rating, innerRatio: 0.9 - 0.5 * rating)
                    .fill(.yellow)
                    .frame(width: 200, height: 200)
                Button("Rate") {
                    withAnimation(.easeInOut(duration: 1)) { rating = 1 }
                }
            }
        }
    }
}
