import AnimaticUI

extension ShapesChapter {
    /// One cell of the chapter's bench: `SnapPolygon` in a frame, and a button that changes its
    /// side count from 3 to 8 in one `withAnimation(.easeInOut(duration: 1))`, which it ignores.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct SnapPolygonCell: View {
        @State private var sides = 3.0

        var body: some View {
            VStack(spacing: 24) {
                SnapPolygon(sides: sides)
                    .fill(.orange)
                    .frame(width: 200, height: 200)
                Button("Morph") {
                    withAnimation(.easeInOut(duration: 1)) { sides = 8 }
                }
            }
        }
    }
}
