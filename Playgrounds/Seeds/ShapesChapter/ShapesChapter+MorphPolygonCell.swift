import AnimaticUI

extension ShapesChapter {
    /// One cell of the chapter's bench: `MorphPolygon` in a frame, and a button that changes its
    /// side count from 3 to 8 in one `withAnimation(.easeInOut(duration: 1))`.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct MorphPolygonCell: View {
        @State private var sides = 3.0

        var body: some View {
            VStack(spacing: 24) {
                MorphPolygon(sides: sides)
                    .fill(.indigo)
                    .frame(width: 200, height: 200)
                Button("Morph") {
                    withAnimation(.easeInOut(duration: 1)) { sides = 8 }
                }
            }
        }
    }
}
