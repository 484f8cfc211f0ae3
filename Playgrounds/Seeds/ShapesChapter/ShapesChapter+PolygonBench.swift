import AnimaticUI

extension ShapesChapter {
    /// The chapter's bench of two cells and one state change: `MorphPolygon` and `SnapPolygon`
    /// side by side, each in a frame, both reading one `sides` that a button changes from 3 to 8 in
    /// `withAnimation(.easeInOut(duration: 1))`.
    ///
    /// Animatic's own view, not the seed's: seed 003 shows its shapes and describes the bench they
    /// sit on, but writes no view code.
    struct PolygonBench: View {
        @State private var sides = 3.0

        var body: some View {
            VStack(spacing: 24) {
                HStack(spacing: 24) {
                    MorphPolygon(sides: sides)
                        .fill(.indigo)
                        .frame(width: 160, height: 160)
                    SnapPolygon(sides: sides)
                        .fill(.orange)
                        .frame(width: 160, height: 160)
                }
                Button("Morph") {
                    withAnimation(.easeInOut(duration: 1)) { sides = 8 }
                }
            }
        }
    }
}
