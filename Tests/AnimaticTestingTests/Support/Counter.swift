import Animatic

/// Seed 002's `Counter`: a view whose `value` animates and whose body shows it as an `Int`.
struct Counter: Animatable, Equatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
}
