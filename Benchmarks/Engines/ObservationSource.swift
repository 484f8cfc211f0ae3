import Observation

/// An input of an ``ObservationGraph``: one `@Observable` property.
@Observable
final class ObservationSource<Value>: WritableNode {
    /// The value; setting it fires the `onChange` of every rule that read it.
    var value: Value

    init(_ value: Value) { self.value = value }
}
