/// A rule's storage once it has run: its closure and its value, in one object.
///
/// An evaluation touches one object for the closure it calls and the value it compares and stores.
/// The closure is a `let` of an object the graph keeps alive, so the graph calls it borrowed,
/// without retaining its context. A rule that has never run has no value yet and is a `_RuleBody`
/// until its first evaluation.
@usableFromInline
final class _RuleBox<Value>: _ValueBox<Value> {
    @usableFromInline let body: () -> Value

    @usableFromInline
    init(body: @escaping () -> Value, value: Value) {
        self.body = body
        super.init(value: value)
    }
}
