/// What the non-generic engine needs to know of one value type: its slots' layout, and closures,
/// specialized for the type where it was first used, that evaluate, write, compare, box and
/// deinitialize its nodes' slots.
///
/// A node's record points to its slot (see `_NodeType`): the value, then, for a rule, its closure.
/// The closures capture nothing, so calling them costs an indirect call; the update walk runs
/// `Double`, `Int` and `Bool` rules without them (see `rerun`).
@usableFromInline
final class _AnyNodeType {
    /// `scalarKind` for a value that is none of the three.
    static let notScalar: UInt8 = 0
    /// `scalarKind` for a `Double`: its bits are its bit pattern.
    static let scalarDouble: UInt8 = 1
    /// `scalarKind` for an `Int`: its bits are its two's complement, 64 bits wide.
    static let scalarInt: UInt8 = 2
    /// `scalarKind` for a `Bool`: its bits are 1 for `true`, 0 for `false`.
    static let scalarBool: UInt8 = 3

    /// The sizes and alignment of a value type's slots (see `_NodeType`).
    @usableFromInline
    struct SlotLayout {
        /// A rule's slot: the value and the closure.
        let rule: Int
        /// An input's slot: the value.
        let input: Int
        let alignment: Int

        @usableFromInline
        init(rule: Int, input: Int, alignment: Int) {
            self.rule = rule
            self.input = input
            self.alignment = alignment
        }
    }

    /// Whether equal values cut propagation off.
    let isEquatable: Bool
    /// The value type, for typed reads that check it.
    @usableFromInline let valueType: Any.Type
    /// Whether the value is a `Double`, an `Int` or a `Bool`, which the update walk copies into the
    /// reports it holds for a batching observer (see `_HeldEvaluation`): one of the `scalar…`
    /// constants.
    let scalarKind: UInt8
    /// The sizes and alignment of the type's slots, to give them back to the arena.
    let layout: SlotLayout
    /// Runs a rule: `(slot, isInitialized) -> changed`. The first run initializes the value.
    @usableFromInline let evaluate: (UnsafeMutableRawPointer, Bool) -> Bool
    /// Runs a rule that has run before: `(slot) -> changed`. The update walk's form of `evaluate`,
    /// with no first run to branch on.
    @usableFromInline let reevaluate: (UnsafeMutableRawPointer) -> Bool
    /// Moves the value at the second pointer into the node: `(slot, newValue) -> changed`.
    @usableFromInline let replace: (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool
    /// Boxes the node's value.
    let box: (UnsafeMutableRawPointer) -> Any
    /// Deinitializes the node's slot: `(slot, isRule, isInitialized)`.
    let deinitialize: (UnsafeMutableRawPointer, Bool, Bool) -> Void

    @usableFromInline
    init(
        isEquatable: Bool, valueType: Any.Type, layout: SlotLayout,
        evaluate: @escaping (UnsafeMutableRawPointer, Bool) -> Bool,
        reevaluate: @escaping (UnsafeMutableRawPointer) -> Bool,
        replace: @escaping (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Bool,
        box: @escaping (UnsafeMutableRawPointer) -> Any,
        deinitialize: @escaping (UnsafeMutableRawPointer, Bool, Bool) -> Void
    ) {
        self.isEquatable = isEquatable
        self.valueType = valueType
        self.layout = layout
        scalarKind =
            if valueType == Double.self {
                _AnyNodeType.scalarDouble
            } else if valueType == Int.self {
                _AnyNodeType.scalarInt
            } else if valueType == Bool.self {
                _AnyNodeType.scalarBool
            } else {
                _AnyNodeType.notScalar
            }
        self.evaluate = evaluate
        self.reevaluate = reevaluate
        self.replace = replace
        self.box = box
        self.deinitialize = deinitialize
    }
}
