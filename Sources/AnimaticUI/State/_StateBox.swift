/// The storage of one copy of a ``State``: its initial value, and the location at its view's place
/// once the graph has linked it. Not API.
final class _StateBox<Value> {
    let initialValue: Value
    var location: _StateLocation<Value>?

    init(_ initialValue: Value) {
        self.initialValue = initialValue
    }
}
