import Foundation

extension DisplayList {
    /// A gradient as an item is painted with it: its colours and its geometry in screen points (in
    /// the item's laid-out coordinates, before ``Item/transform``).
    public struct GradientFill: Equatable, Sendable {
        /// Where the gradient's colours go.
        public enum Geometry: Equatable, Sendable {
            /// Along the line from `start` to `end`.
            case linear(start: CGPoint, end: CGPoint)
            /// In circles around `center`, from `startRadius` to `endRadius`.
            case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            /// Around `center`, clockwise from `startAngle` to `endAngle` (0 at 3 o'clock).
            case angular(center: CGPoint, startAngle: Angle, endAngle: Angle)
        }

        /// The colours.
        public var gradient: Gradient
        /// Where they go.
        public var geometry: Geometry

        /// Creates a gradient fill.
        public init(gradient: Gradient, geometry: Geometry) {
            self.gradient = gradient
            self.geometry = geometry
        }

        /// Where `point` falls along the gradient, from 0 to 1 (clamped), by the formula of the
        /// gradient's type (see ``LinearGradient``, ``RadialGradient``, ``AngularGradient``).
        public func location(at point: CGPoint) -> CGFloat {
            let t: CGFloat
            switch geometry {
            case .linear(let start, let end):
                let dx = end.x - start.x
                let dy = end.y - start.y
                let length = dx * dx + dy * dy
                t = length > 0 ? ((point.x - start.x) * dx + (point.y - start.y) * dy) / length : 0
            case .radial(let center, let startRadius, let endRadius):
                let distance = hypot(point.x - center.x, point.y - center.y)
                t = endRadius != startRadius ? (distance - startRadius) / (endRadius - startRadius) : 0
            case .angular(let center, let startAngle, let endAngle):
                // Clockwise on a screen whose y axis points down: atan2 of (dy, dx) grows clockwise.
                var angle = atan2(Double(point.y - center.y), Double(point.x - center.x))
                let turn = 2 * Double.pi
                while angle < startAngle.radians { angle += turn }
                while angle >= startAngle.radians + turn { angle -= turn }
                let span = endAngle.radians - startAngle.radians
                t = span != 0 ? CGFloat((angle - startAngle.radians) / span) : 0
            }
            return min(max(t, 0), 1)
        }

        /// The colour painted at `point`, in the item's laid-out coordinates.
        public func color(at point: CGPoint) -> Color {
            gradient.color(at: location(at: point))
        }
    }
}
