/// A property wrapper that leaves a stored property out of the `animatableData` that
/// ``AutoAnimatable`` synthesizes.
///
/// Mirrors SwiftUI's `@AnimatableIgnored` macro. An ignored property is not interpolated: when the
/// value changes inside an animation, the ignored property takes its new value at once, because
/// the synthesized `animatableData` setter never touches it, while the other properties animate.
/// Use it for what should not or cannot interpolate: counts, flags, enumeration cases, and values
/// driven from elsewhere, such as a clock.
///
///     struct Arc: AutoAnimatable {
///         var startAngle: Angle
///         var endAngle: Angle
///         @AnimatableIgnored var clockwise: Bool
///     }
///
/// The wrapper is transparent: the property reads and writes its value as usual, and the
/// memberwise initializer takes the wrapped value (`Arc(startAngle:endAngle:clockwise:)`).
@propertyWrapper
public struct AnimatableIgnored<Value> {
    /// The property's value.
    public var wrappedValue: Value

    /// Wraps a property's value, as `@AnimatableIgnored var crests = 2` does.
    ///
    /// - Parameter wrappedValue: The property's initial value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension AnimatableIgnored: Equatable where Value: Equatable {}

extension AnimatableIgnored: Hashable where Value: Hashable {}

extension AnimatableIgnored: Sendable where Value: Sendable {}

extension AnimatableIgnored: CustomStringConvertible {
    /// The wrapped value's description.
    public var description: String {
        String(describing: wrappedValue)
    }
}

extension AnimatableIgnored: _AnimatableIgnoredProtocol {
    static var _ignoredValueType: Any.Type { Value.self }
}
