/// A sequencer view's trigger, whatever its type: SwiftUI takes `some Equatable` and keeps it out
/// of the view's generic parameters, and so does AnimaticUI. Not API.
package struct _TriggerValue: Equatable, CustomStringConvertible {
    /// The trigger's value.
    let value: any Equatable

    init(_ value: any Equatable) {
        self.value = value
    }

    /// Equal when both values are of one type and equal by that type's `==`.
    package static func == (lhs: _TriggerValue, rhs: _TriggerValue) -> Bool {
        func isEqual<Value: Equatable>(_ lhs: Value) -> Bool { (rhs.value as? Value) == lhs }
        return isEqual(lhs.value)
    }

    /// The value's description, as a trace shows it.
    package var description: String { TraceValue(value).description }
}
