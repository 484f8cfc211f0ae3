/// A rule's closure, in the 16 bytes of its slot before its value.
///
/// A closure loaded from memory that may change is retained for the call and released after it
/// (two atomic operations per evaluation). This wrapper is noncopyable, so `call(_:)` borrows it
/// in place: the closure's context is used without being retained.
@usableFromInline
struct _RuleClosure<Value>: ~Copyable {
    @usableFromInline let body: () -> Value

    @inlinable
    init(_ body: @escaping () -> Value) { self.body = body }

    /// Runs the closure borrowed where it lies.
    @inlinable @inline(__always)
    static func call(_ closure: borrowing _RuleClosure<Value>) -> Value { closure.body() }

    /// The closure of the rule whose value `value` points to.
    @inlinable @inline(__always)
    static func of(_ value: UnsafeMutableRawPointer) -> UnsafeMutablePointer<_RuleClosure<Value>> {
        (value - MemoryLayout<_RuleClosure<Value>>.stride).assumingMemoryBound(to: _RuleClosure<Value>.self)
    }
}
