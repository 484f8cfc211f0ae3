import AnimaticUI
import Foundation

extension ShapesChapter {
    /// The polygon that morphs: its four lines of `animatableData` hand `sides` to the animation.
    struct MorphPolygon: Shape, Equatable {
        var sides: Double

        var animatableData: Double {
            get { sides }
            set { sides = newValue }
        }

        func path(in rect: CGRect) -> Path { Path.polygon(in: rect, sides: sides) }
    }
}
