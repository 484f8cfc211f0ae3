import AnimaticUI
import Foundation

extension BatterRecipe {
    /// The wave the new way: `AutoAnimatable` (the stand-in for `@Animatable`) synthesizes
    /// `animatableData` from `level` and `amplitude`; `phase` comes from a clock and `crests` is an
    /// `Int`, so both are `@AnimatableIgnored`.
    struct Wave: Shape, AutoAnimatable, Equatable {
        var level: CGFloat
        var amplitude: CGFloat
        @AnimatableIgnored var phase: CGFloat
        @AnimatableIgnored var crests = 2

        func path(in rect: CGRect) -> Path {
            wavePath(in: rect, level: level, amplitude: amplitude, phase: phase, crests: crests)
        }
    }
}
