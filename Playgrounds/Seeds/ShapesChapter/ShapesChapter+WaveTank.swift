import AnimaticUI
import Foundation

extension ShapesChapter {
    /// The wave tank: how full it is and how far its wave has travelled, animated together in one
    /// `AnimatablePair`, because the wave calms as the tank fills.
    struct WaveTank: Shape, Equatable {
        var level: Double  // 0 empty, 1 full
        var phase: Double  // in wavelengths

        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(level, phase) }
            set {
                level = newValue.first
                phase = newValue.second
            }
        }

        func path(in rect: CGRect) -> Path {
            // Calm the wave as the tank fills, so a full tank is a flat one.
            let amplitude = 7.0 * (1 - level * 0.75)
            let baseline = rect.maxY - rect.height * level
            let wavelength = rect.width / 2
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
                let angle = ((x - rect.minX) / wavelength + phase) * 2 * .pi
                path.addLine(to: CGPoint(x: x, y: baseline + sin(angle) * amplitude))
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }
}
