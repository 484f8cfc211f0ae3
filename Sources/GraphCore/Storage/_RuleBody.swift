/// A rule that has never run: its closure, waiting for the first value that makes it a `_RuleBox`.
///
/// A closure loaded from mutable memory is retained for the call and released after it (two atomic
/// operations per evaluation); one read from a `let` property of an object the caller already
/// guarantees alive is borrowed instead.
@usableFromInline
final class _RuleBody<Value> {
    @usableFromInline let body: () -> Value

    @usableFromInline
    init(_ body: @escaping () -> Value) { self.body = body }
}
