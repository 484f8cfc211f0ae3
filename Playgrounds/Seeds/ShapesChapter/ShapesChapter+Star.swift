import AnimaticUI
import Foundation

extension ShapesChapter {
    /// Challenge 1: a star whose number of points and inner radius (a fraction of the outer one)
    /// both animate, in one `AnimatablePair`. A fractional point count grows the new point out of
    /// the first, as the polygon's new vertex does.
    struct Star: Shape, Equatable {
        var points: Double
        var innerRatio: Double

        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(points, innerRatio) }
            set {
                points = newValue.first
                innerRatio = newValue.second
            }
        }

        func path(in rect: CGRect) -> Path {
            let count = max(2.0, points)
            let whole = Int(count.rounded(.down))
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let outer = min(rect.width, rect.height) / 2
            var path = Path()
            for step in 0..<(2 * whole) {
                let angle: Double = .pi * Double(step) / count - .pi / 2
                let radius = step.isMultiple(of: 2) ? outer : outer * innerRatio
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
    }
}
