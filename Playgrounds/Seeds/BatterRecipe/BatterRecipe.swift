import AnimaticUI
import Foundation

/// The code of seed 000, "Custom Animated Shapes with @Animatable": a batter gauge for a baking
/// app, built from a wave shape written twice, by hand and with the macro, and the two views that
/// show it: `BatterGauge` and the `MixingBowlScreen` with its Pour Out and Add Batter buttons (the
/// `batter-gauge` scene).
///
/// The seed's types live in this namespace so that they keep their names (`Wave`) beside the
/// other playgrounds' models. The seed marks its shapes `nonisolated` because a new Xcode 26
/// project isolates code to the main actor by default; this module has no default isolation, so
/// the shapes need no mark (and Swift rejects it beside a property wrapper such as
/// `@AnimatableIgnored`).
package enum BatterRecipe {
    /// A sine-wave water line at `level` (0 = empty, 1 = full), filled to the bottom: the seed's
    /// `wavePath`, shared by both versions of the wave.
    nonisolated static func wavePath(
        in rect: CGRect, level: CGFloat, amplitude: CGFloat, phase: CGFloat, crests: Int
    ) -> Path {
        var path = Path()
        let baseline = rect.maxY - rect.height * level
        let wavelength = rect.width / CGFloat(crests)

        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
            let angle = (x - rect.minX) / wavelength * 2 * .pi + phase
            path.addLine(to: CGPoint(x: x, y: baseline + sin(angle) * amplitude))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
