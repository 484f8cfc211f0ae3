import AnimaticUI
import Foundation

extension AnimatableReference {
    /// The reference page's `RingSegment`: `AutoAnimatable` (`@Animatable`) over its two angles,
    /// with `isOpaque` `@AnimatableIgnored`. The page elides the drawing; this one is a ring a
    /// fifth of the radius thick, from `startAngle` to `endAngle`.
    struct RingSegment: Shape, AutoAnimatable, Equatable {
        var startAngle: Angle
        var endAngle: Angle
        @AnimatableIgnored var isOpaque: Bool

        func path(in rect: CGRect) -> Path {
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let outer = min(rect.width, rect.height) / 2
            var path = Path()
            path.addArc(center: center, radius: outer, startAngle: startAngle, endAngle: endAngle, clockwise: false)
            path.addArc(
                center: center, radius: outer * 0.8, startAngle: endAngle, endAngle: startAngle, clockwise: true)
            path.closeSubpath()
            return path
        }
    }
}
