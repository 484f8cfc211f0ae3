/// A value in an object of its own: the value a rule held before it ran, kept for an observer that
/// asks for old values (see `Evaluation`). Nodes keep their values in their slots (`_SlotArena`).
@usableFromInline
final class _ValueBox<Value> {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline
    init(value: Value) { self.value = value }
}
