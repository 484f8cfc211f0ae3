import AnimaticUI
import Foundation

extension ShapesChapter {
    /// Challenge 2: `MorphPolygon` whose setter rounds, `sides = newValue.rounded()`, so the morph
    /// becomes clean jumps between regular polygons.
    struct TruncatedMorphPolygon: Shape, Equatable {
        var sides: Double

        var animatableData: Double {
            get { sides }
            set { sides = newValue.rounded() }
        }

        func path(in rect: CGRect) -> Path { Path.polygon(in: rect, sides: sides) }
    }
}
