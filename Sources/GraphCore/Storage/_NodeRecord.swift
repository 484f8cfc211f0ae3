/// The fixed-size bookkeeping of one node, stored contiguously in `_GraphStorage.records`.
///
/// 32 bytes: the node's value and closure live in the slot `storage` points to (see `_NodeType`),
/// its edges in the edge pool.
@usableFromInline
struct _NodeRecord {
    /// The node's slot in the graph's `_SlotArena`: its value, then, for a rule, its closure.
    @usableFromInline var storage: UnsafeMutableRawPointer
    /// The first edge of the node's source list (the nodes it read, in read order); 0 for none.
    @usableFromInline var firstSource: UInt32 = 0
    /// The first edge of the node's dependent list (the rules that read it); 0 for none.
    @usableFromInline var firstDependent: UInt32 = 0
    /// The graph epoch at which the node's value last changed.
    @usableFromInline var changedEpoch = _Epoch.zero
    /// The graph epoch at which the node was last evaluated or verified.
    @usableFromInline var verifiedEpoch = _Epoch.zero
    /// The evaluation serial that last read this node, to skip repeated reads cheaply.
    @usableFromInline var readMark: UInt32 = 0
    /// The index of the node's value type in `_GraphStorage.types`.
    @usableFromInline var type: UInt16
    /// Where the node stands in the invalidation cycle: one byte, as `NodeState` is `UInt8`-backed.
    @usableFromInline var state: NodeState
    /// `_NodeRecord.isRule`, `.isEquatable`, `.queued`, `.knownRunTop` and `.scalarRule` bits, and the value type's
    /// `_AnyNodeType.scalarKind` above `scalarShift`, where the update walk finds them without
    /// loading the type's table.
    @usableFromInline var flags: UInt8

    @usableFromInline static let isRule: UInt8 = 1
    /// Set when an equal value cuts propagation off (the node's table is `isEquatable`).
    @usableFromInline static let isEquatable: UInt8 = 2
    @usableFromInline static let queued: UInt8 = 4
    /// Set on the first rule of a run in `_GraphStorage.knownRuns` (a hint: the run may be gone).
    static let knownRunTop: UInt8 = 8
    /// Set on a rule whose value is a `Double`, an `Int` or a `Bool`: its slot's layout is known
    /// without its table, which `prefetchClosure` relies on.
    static let scalarRule: UInt8 = 16
    /// Set on an output pulled after the other outputs of its update (see
    /// `DependencyGraph.markLateOutput(_:)`).
    static let isLateOutput: UInt8 = 32
    /// Where the two bits of the scalar kind are in `flags`: where a held report's head has them
    /// (see `_HeldEvaluation`).
    static let scalarShift: UInt8 = 6
    /// `flags` masked with `equatableScalarMask`, for a rule of an `Equatable` table whose value is a
    /// `Double`, an `Int` or a `Bool`: the update walk runs such a rule without its table.
    static let equatableScalarMask: UInt8 = 3 << scalarShift | isEquatable
    static let equatableDouble: UInt8 = _AnyNodeType.scalarDouble << scalarShift | isEquatable
    static let equatableInt: UInt8 = _AnyNodeType.scalarInt << scalarShift | isEquatable
    static let equatableBool: UInt8 = _AnyNodeType.scalarBool << scalarShift | isEquatable
}
