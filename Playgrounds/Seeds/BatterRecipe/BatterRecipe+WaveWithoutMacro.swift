import AnimaticUI
import Foundation

extension BatterRecipe {
    /// The wave the old way: `animatableData` written by hand, one `AnimatablePair` for the two
    /// properties that animate.
    struct WaveWithoutMacro: Shape, Equatable {
        var level: CGFloat
        var amplitude: CGFloat
        var phase: CGFloat = 0
        var crests = 2

        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(level, amplitude) }
            set {
                level = newValue.first
                amplitude = newValue.second
            }
        }

        func path(in rect: CGRect) -> Path {
            wavePath(in: rect, level: level, amplitude: amplitude, phase: phase, crests: crests)
        }
    }
}
