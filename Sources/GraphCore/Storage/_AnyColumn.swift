/// Type-erased storage for the values (and rule closures) of every node of one value type.
///
/// Values sit contiguously in `values`, one `stride` apart, so the non-generic engine can hand a
/// reader a pointer to a node's value without knowing its type. The two closures are created in
/// generic code that is specialized for the value type at the call site (they capture nothing), so
/// evaluating a rule and comparing its values runs fully specialized code.
@usableFromInline
class _AnyColumn {
    /// The start of the value storage; moves when the column grows.
    @exclusivity(unchecked) @usableFromInline final var values: UnsafeMutableRawPointer
    /// The distance between two values, in bytes.
    @usableFromInline final let stride: Int
    /// Whether equal values cut propagation off.
    final let isEquatable: Bool
    /// Runs the rule in `slot` and stores its value: `(column, slot, isInitialized) -> changed`.
    @usableFromInline final let evaluate: (_AnyColumn, Int, Bool) -> Bool
    /// Moves the value at the pointer into `slot`: `(column, slot, newValue) -> changed`.
    @usableFromInline final let replace: (_AnyColumn, Int, UnsafeMutableRawPointer) -> Bool
    /// Boxes the value in `slot`, with code specialized for the value type.
    @usableFromInline final let box: (_AnyColumn, Int) -> Any
    /// The type's name, for messages.
    final let typeName: String
    /// The value type, for typed reads that check it.
    @usableFromInline final let valueType: Any.Type

    @usableFromInline
    init(
        values: UnsafeMutableRawPointer, stride: Int, isEquatable: Bool, typeName: String,
        evaluate: @escaping (_AnyColumn, Int, Bool) -> Bool,
        replace: @escaping (_AnyColumn, Int, UnsafeMutableRawPointer) -> Bool,
        box: @escaping (_AnyColumn, Int) -> Any, valueType: Any.Type
    ) {
        self.box = box
        self.valueType = valueType
        self.values = values
        self.stride = stride
        self.isEquatable = isEquatable
        self.typeName = typeName
        self.evaluate = evaluate
        self.replace = replace
    }

    /// Destroys the value (if initialized) and the closure in `slot` and frees the slot.
    func release(_ slot: Int, valueInitialized: Bool) { fatalError("abstract") }
    /// Destroys everything left in the column.
    func releaseAll(initializedSlots: [Int]) { fatalError("abstract") }
    /// Makes room for `count` more slots.
    func reserve(_ count: Int) { fatalError("abstract") }
}
