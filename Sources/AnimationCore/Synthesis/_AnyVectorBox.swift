import Foundation

/// A type-erased, immutable ``VectorArithmetic`` value: an opaque component of
/// ``SynthesizedAnimatableData``.
///
/// Synthesis keeps whole the data of a property whose type it cannot take apart into `Double`s
/// (a ``VectorArithmetic`` type of the user's own, ``AnimatableValues``): the box combines such
/// values with their own operators. Subclasses are immutable, so sharing them across threads is
/// safe as long as the boxed values are values (``VectorArithmetic`` types are in practice).
internal class _AnyVectorBox: @unchecked Sendable, CustomStringConvertible {
    /// The sum of this value and another of the same type.
    func adding(_ other: _AnyVectorBox) -> _AnyVectorBox { fatalError("abstract") }

    /// The difference of this value and another of the same type.
    func subtracting(_ other: _AnyVectorBox) -> _AnyVectorBox { fatalError("abstract") }

    /// Zero minus this value.
    func negated() -> _AnyVectorBox { fatalError("abstract") }

    /// This value scaled by a factor.
    func scaled(by factor: Double) -> _AnyVectorBox { fatalError("abstract") }

    /// The boxed value's squared magnitude.
    var magnitudeSquared: Double { fatalError("abstract") }

    /// Whether the boxed value equals its type's zero.
    var isZero: Bool { fatalError("abstract") }

    /// Whether this value equals another of the same type.
    func isEqual(to other: _AnyVectorBox) -> Bool { fatalError("abstract") }

    /// The boxed value's description.
    var description: String { fatalError("abstract") }
}

/// A boxed value of one ``VectorArithmetic`` type.
internal final class _VectorBox<Value: VectorArithmetic>: _AnyVectorBox, @unchecked Sendable {
    /// The boxed value.
    let value: Value

    /// Boxes a value.
    init(_ value: Value) {
        self.value = value
    }

    /// The other box's value, which must be of the same type.
    private func _value(of other: _AnyVectorBox) -> Value {
        guard let other = other as? _VectorBox<Value> else {
            preconditionFailure(
                "SynthesizedAnimatableData: cannot combine a component of type \(Value.self) with one of "
                    + "another type; both values must come from the same AutoAnimatable type"
            )
        }
        return other.value
    }

    override func adding(_ other: _AnyVectorBox) -> _AnyVectorBox {
        _VectorBox(value + _value(of: other))
    }

    override func subtracting(_ other: _AnyVectorBox) -> _AnyVectorBox {
        _VectorBox(value - _value(of: other))
    }

    override func negated() -> _AnyVectorBox {
        _VectorBox(Value.zero - value)
    }

    override func scaled(by factor: Double) -> _AnyVectorBox {
        _VectorBox(value.scaled(by: factor))
    }

    override var magnitudeSquared: Double {
        value.magnitudeSquared
    }

    override var isZero: Bool {
        value == Value.zero
    }

    override func isEqual(to other: _AnyVectorBox) -> Bool {
        value == _value(of: other)
    }

    override var description: String {
        "\(value)"
    }
}
