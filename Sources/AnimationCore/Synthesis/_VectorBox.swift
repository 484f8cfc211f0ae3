import Foundation

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
