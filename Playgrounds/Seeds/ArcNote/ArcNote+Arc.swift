import Animatic
import Foundation

extension ArcNote {
    /// The seed's `Arc`: `AutoAnimatable` (`@Animatable`) interpolates the two angles;
    /// `clockwise` is `@AnimatableIgnored`, still passed to `addArc`, never interpolated.
    struct Arc: Shape, AutoAnimatable, Equatable {
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
