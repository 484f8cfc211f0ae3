/// What the non-generic engine needs to know of one value type: closures, specialized for the
/// type where it was first used, that evaluate, write, compare, box and release its nodes' storage.
///
/// A node's record points to its storage: a `_RuleBody<Value>` while a rule has never run, then a
/// `_NodeBox<Value>`. The closures capture nothing, so calling them costs an indirect call.
@usableFromInline
final class _AnyNodeType {
    /// Whether equal values cut propagation off.
    let isEquatable: Bool
    /// The value type, for typed reads that check it.
    @usableFromInline let valueType: Any.Type
    /// Runs a rule: `(storage, isInitialized) -> (changed, storage)`. The first run replaces the
    /// `_RuleBody` with a `_NodeBox` (returned retained once; the engine releases the old one).
    @usableFromInline let evaluate: (UnsafeMutableRawPointer, Bool) -> (changed: Bool, storage: UnsafeMutableRawPointer)
    /// Runs a rule that has run before: `(storage) -> changed`. The update walk's form of
    /// `evaluate`, with no first run to branch on and no storage to hand back.
    @usableFromInline let reevaluate: (UnsafeMutableRawPointer) -> Bool
    /// Moves the value at the second pointer into the node: `(storage, newValue) -> changed`.
    @usableFromInline let replace: (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool
    /// Boxes the node's value.
    let box: (UnsafeMutableRawPointer) -> Any
    /// Releases the node's storage: `(storage, isInitialized)`.
    let release: (UnsafeMutableRawPointer, Bool) -> Void

    @usableFromInline
    init(
        isEquatable: Bool, valueType: Any.Type,
        evaluate: @escaping (UnsafeMutableRawPointer, Bool) -> (changed: Bool, storage: UnsafeMutableRawPointer),
        reevaluate: @escaping (UnsafeMutableRawPointer) -> Bool,
        replace: @escaping (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool,
        box: @escaping (UnsafeMutableRawPointer) -> Any, release: @escaping (UnsafeMutableRawPointer, Bool) -> Void
    ) {
        self.isEquatable = isEquatable
        self.valueType = valueType
        self.evaluate = evaluate
        self.reevaluate = reevaluate
        self.replace = replace
        self.box = box
        self.release = release
    }
}
