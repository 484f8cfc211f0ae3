import Animatic

/// Seed 002's `Counter`, as a model: a view whose `value` animates and whose body shows it as an
/// `Int`. The one copy the graph's and the testing library's tests share.
public struct Counter: Animatable, Equatable, Sendable {
    /// The number shown, interpolated while it animates.
    public var value: Double

    /// A counter showing `value`.
    public init(value: Double) {
        self.value = value
    }

    /// The value, interpolated as it is.
    public var animatableData: Double {
        get { value }
        set { value = newValue }
    }
}
