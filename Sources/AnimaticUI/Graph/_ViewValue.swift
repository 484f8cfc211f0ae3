/// A view's value as a node holds it: compared field by field (``_StructuralEquality``), so that an
/// equal value stops the update there. Not API.
package struct _ViewValue<Value>: Equatable, CustomStringConvertible {
    /// The value.
    package var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Whether the two values are equal field by field, as SwiftUI compares views.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        _StructuralEquality.areEqual(typed: lhs.value, rhs.value)
    }

    /// The value's description, as a trace shows it.
    package var description: String { TraceValue(value).description }
}

extension _ViewValue: Animatable where Value: Animatable {
    /// The value's animatable data.
    package var animatableData: _UncheckedSendableData<Value.AnimatableData> {
        get { _UncheckedSendableData(value.animatableData) }
        set { value.animatableData = newValue.data }
    }
}

extension _ViewValue: CustomTraceComponents {
    /// The value's numbers, named as the value's own.
    package var traceComponents: [TraceComponent] { TraceValue.components(of: value, under: "") }
}
