import AnimaticUI

// Seed 001's code as written, with `@Animatable` written as a conformance to `AutoAnimatable`.

extension ArcNote {
    struct Arc: Shape, AutoAnimatable {
        var startAngle: Angle
        var endAngle: Angle
        @AnimatableIgnored var clockwise: Bool

        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.midY),
                radius: rect.width / 2,
                startAngle: startAngle,
                endAngle: endAngle,
                clockwise: clockwise
            )
            return path
        }
    }
}

// Not in the seed: the hand-built graph of the differential check compares values as the view's
// node does, field by field.
extension ArcNote.Arc: Equatable {}
