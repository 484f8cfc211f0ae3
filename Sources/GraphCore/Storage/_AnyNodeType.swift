/// What the non-generic engine needs to know of one value type: closures, specialized for the
/// type where it was first used, that evaluate, write, compare, box and release its nodes' storage,
/// and the slabs its nodes' slots come from.
///
/// A node's record points to its value, in a slot of `inputSlab` or `ruleSlab`; a rule's closure
/// sits just before its value (``_RuleClosure``), and a rule that has never run has no value yet.
/// The closures capture nothing, so calling them costs an indirect call.
@usableFromInline
final class _AnyNodeType {
    /// Whether equal values cut propagation off.
    let isEquatable: Bool
    /// The value type, for typed reads that check it.
    @usableFromInline let valueType: Any.Type
    /// Runs a rule: `(value, isInitialized) -> changed`. The first run initializes the value.
    @usableFromInline let evaluate: (UnsafeMutableRawPointer, Bool) -> Bool
    /// Copies the value at the second pointer into the node: `(value, newValue) -> changed`.
    @usableFromInline let replace: (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool
    /// Boxes the node's value.
    let box: (UnsafeMutableRawPointer) -> Any
    /// Deinitializes a node's slot: `(value, isRule, isInitialized)`; the caller frees the slot.
    let destroy: (UnsafeMutableRawPointer, Bool, Bool) -> Void
    /// The slots of inputs: a value each.
    @usableFromInline let inputSlab: _NodeSlab
    /// The slots of rules: a closure and a value each.
    @usableFromInline let ruleSlab: _NodeSlab

    @usableFromInline
    init<Value>(
        of type: Value.Type, isEquatable: Bool,
        evaluate: @escaping (UnsafeMutableRawPointer, Bool) -> Bool,
        replace: @escaping (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool,
        box: @escaping (UnsafeMutableRawPointer) -> Any,
        destroy: @escaping (UnsafeMutableRawPointer, Bool, Bool) -> Void
    ) {
        self.isEquatable = isEquatable
        self.valueType = Value.self
        self.evaluate = evaluate
        self.replace = replace
        self.box = box
        self.destroy = destroy
        let size = MemoryLayout<Value>.size
        let alignment = MemoryLayout<Value>.alignment
        inputSlab = _NodeSlab(valueSize: size, valueAlignment: alignment, holdsClosure: false)
        ruleSlab = _NodeSlab(valueSize: size, valueAlignment: alignment, holdsClosure: true)
    }

    /// Deinitializes a node's slot and returns it to its slab.
    func release(_ value: UnsafeMutableRawPointer, isRule: Bool, isInitialized: Bool) {
        destroy(value, isRule, isInitialized)
        (isRule ? ruleSlab : inputSlab).free(value)
    }
}
