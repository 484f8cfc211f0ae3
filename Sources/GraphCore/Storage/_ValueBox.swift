/// A node's value, in an object the node's record points to: an input's whole storage, and the
/// base of a rule's.
///
/// Readers read the value through this class whatever the node is, so `value` is `final`: a direct
/// load at a fixed offset.
@usableFromInline
class _ValueBox<Value> {
    @exclusivity(unchecked) @usableFromInline final var value: Value

    @usableFromInline
    init(value: Value) { self.value = value }
}
