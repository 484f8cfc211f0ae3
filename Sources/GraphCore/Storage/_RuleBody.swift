/// A rule's closure, where its slot keeps it: after the value (see `_NodeType`).
///
/// A closure copied out of memory is retained for the call and released after it, two atomic
/// operations an evaluation. Noncopyable, the body is only ever borrowed where it lies: `run`
/// takes it borrowed, so calling the closure costs one indirect call and no reference counting.
@usableFromInline
struct _RuleBody<Value>: ~Copyable {
    @usableFromInline let body: () -> Value

    @usableFromInline
    init(_ body: @escaping () -> Value) { self.body = body }

    /// Calls the closure of the body at `pointer`, borrowed.
    @inlinable @inline(__always)
    static func run(_ pointer: UnsafeMutablePointer<_RuleBody<Value>>) -> Value { call(pointer.pointee) }

    @inlinable @inline(__always)
    static func call(_ body: borrowing _RuleBody<Value>) -> Value { body.body() }
}
