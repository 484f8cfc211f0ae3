/// The last value a projection answered, for a branch or a row that the change being applied is
/// about to remove: until the end of the pass it keeps answering what it showed. Not API.
final class _LastValue<Value> {
    var value: Value?

    init(_ value: Value? = nil) {
        self.value = value
    }

    /// `new` when there is one (and remembers it), the last value otherwise.
    func update(_ new: Value?) -> Value {
        if let new { value = new }
        return value!
    }
}
