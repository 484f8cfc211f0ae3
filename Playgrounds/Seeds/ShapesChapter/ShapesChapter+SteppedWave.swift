import AnimaticUI
import Foundation

extension ShapesChapter {
    /// Challenge 5: the wave tank's surface walked in steps of `step` points: one `sin` per point,
    /// every frame the wave animates.
    struct SteppedWave: Shape, AutoAnimatable, Equatable {
        var level: Double
        @AnimatableIgnored var step: Double

        func path(in rect: CGRect) -> Path {
            let amplitude = 7.0 * (1 - level * 0.75)
            let baseline = rect.maxY - rect.height * level
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            for x in stride(from: rect.minX, through: rect.maxX, by: step) {
                let angle = (x - rect.minX) / (rect.width / 2) * 2 * .pi
                path.addLine(to: CGPoint(x: x, y: baseline + sin(angle) * amplitude))
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }
}
