import AnimaticUI
import Foundation

extension AnimatableReference {
    /// The reference page's `WaveShape`: a hand-written `animatableData` over `AnimatableValues`
    /// whose setter clamps the amplitude to `0...maxAmplitude` and wraps the phase into one
    /// turn. The page elides the drawing; this one strokes a sine wave across the middle.
    struct WaveShape: Shape, Equatable {
        var amplitude: CGFloat
        var phase: CGFloat
        var maxAmplitude: CGFloat

        var animatableData: AnimatableValues<CGFloat, CGFloat> {
            get { AnimatableValues(amplitude, phase) }
            set {
                amplitude = min(max(newValue.value.0, 0), maxAmplitude)
                phase = newValue.value.1.truncatingRemainder(dividingBy: 2 * .pi)
            }
        }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
                let angle = (x - rect.minX) / rect.width * 2 * .pi + phase
                let point = CGPoint(x: x, y: rect.midY + sin(angle) * amplitude)
                if x == rect.minX { path.move(to: point) } else { path.addLine(to: point) }
            }
            return path
        }
    }
}
