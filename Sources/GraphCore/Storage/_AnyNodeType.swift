/// What the non-generic engine needs to know of one value type: closures, specialized for the
/// type where it was first used, that evaluate, write, compare, box and release its nodes' storage.
///
/// A node's record points to its storage: a `_RuleBody<Value>` while a rule has never run, then a
/// `_RuleBox<Value>`. The closures capture nothing, so calling them costs an indirect call; the
/// update walk runs `Double`, `Int` and `Bool` rules without them (see `rerun`).
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

    /// Whether equal values cut propagation off.
    let isEquatable: Bool
    /// The value type, for typed reads that check it.
    @usableFromInline let valueType: Any.Type
    /// Whether the value is a `Double`, an `Int` or a `Bool`, which the update walk copies into the
    /// reports it holds for a batching observer (see `_HeldEvaluation`): one of the `scalar…`
    /// constants.
    let scalarKind: UInt8
    /// Runs a rule: `(storage, isInitialized) -> (changed, storage)`. The first run replaces the
    /// `_RuleBody` with a `_RuleBox` (returned retained once; the engine releases the old one).
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
        self.release = release
    }
}
