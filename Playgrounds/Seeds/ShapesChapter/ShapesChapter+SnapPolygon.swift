import AnimaticUI
import Foundation

extension ShapesChapter {
    /// The polygon that snaps: identical path maths, but no `animatableData`, so it keeps
    /// `Shape`'s default, `EmptyAnimatableData`, and nothing animates.
    struct SnapPolygon: Shape, Equatable {
        var sides: Double

        func path(in rect: CGRect) -> Path { Path.polygon(in: rect, sides: sides) }
    }
}
