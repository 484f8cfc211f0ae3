import Animatic

/// The batter gauge's wave from the seed recipe, reduced to what animates: the fill level and the
/// wave's height. Both are in `animatableData`, as `@Animatable` would write it.
struct Wave: Animatable, Equatable {
    /// The fill level, 0 (empty) to 1 (full).
    var level: Double
    /// The wave's height in points: 4 at rest, up to 16 at the top of a slosh.
    var amplitude: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(level, amplitude) }
        set {
            level = newValue.first
            amplitude = newValue.second
        }
    }
}
