import Animatic

/// A gauge of how much batter is in the bowl, from 0 (empty) to 1 (full): it animates its level.
struct BatterGauge: Animatable, Equatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
}
