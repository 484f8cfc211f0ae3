/// A view's value as a node holds it: compared field by field (``_StructuralEquality``), so that an
/// equal value stops the update there. Not API.
public struct _ViewValue<Value>: Equatable, CustomStringConvertible {
    /// The value.
    public var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Whether the two values are equal field by field, as SwiftUI compares views.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        _StructuralEquality.areEqual(typed: lhs.value, rhs.value)
    }

    /// The value's description, as a trace shows it.
    public var description: String { TraceValue(value).description }
}

extension _ViewValue: Animatable where Value: Animatable {
    /// The value's animatable data.
    public var animatableData: _UncheckedSendableData<Value.AnimatableData> {
        get { _UncheckedSendableData(value.animatableData) }
        set { value.animatableData = newValue.data }
    }
}

extension _ViewValue: CustomTraceComponents {
    /// The value's numbers, named as the value's own.
    public var traceComponents: [TraceComponent] { TraceValue.components(of: value, under: "") }
}
