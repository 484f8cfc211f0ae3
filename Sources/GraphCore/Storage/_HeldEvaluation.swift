/// The report of one evaluation an update walk ran, held in `_GraphStorage.heldEvaluations` until
/// the graph hands the batch to an observer that takes its evaluations in batches. 24 bytes.
///
/// Its first 16 bytes are a packed record of the evaluation, `head`, `firstInput` and `bits`, laid
/// out so that an observer that keeps compact records (the trace recorder) can copy them as they
/// are: the walk packs each report once, while the value it just computed is at hand, and the
/// observer's loop over a batch has nothing left to look up. `node` and `cause` follow.
///
/// A value that is not a `Double`, an `Int` or a `Bool` is not in the report: an observer reads it
/// from the node when the batch arrives, and no node runs again before that (the batch is handed
/// over before a pull from outside any rule returns).
@usableFromInline
struct _HeldEvaluation {
    /// Bits 0–3: how many changed inputs the evaluation has, `inputsNone`, `inputsOne` or
    /// `inputsMany` (two or more); bits 4–5: its ``EvaluationOutcome``; bits 6–7: its value type's
    /// `_AnyNodeType.scalarKind`; bits 8–31: the node, whole if it is below `packedNodeLimit`.
    @usableFromInline var head: UInt32
    /// With one changed input, that input; with two or more, where their count is in
    /// `_GraphStorage.heldInputs`, the inputs after it (the one input is kept here, where the walk
    /// writes the report anyway, and it is most evaluations').
    @usableFromInline var firstInput: UInt32
    /// A scalar value's bits (see `_AnyNodeType.scalarKind`); 0 for any other value.
    @usableFromInline var bits: UInt64
    /// The rule that ran.
    @usableFromInline var node: UInt32
    /// The ``ChangeCause`` of the change that made it run.
    @usableFromInline var cause: UInt32

    @usableFromInline static let inputsNone: UInt32 = 0
    @usableFromInline static let inputsOne: UInt32 = 1
    @usableFromInline static let inputsMany: UInt32 = 2
    /// The first node number `head` cannot hold.
    @usableFromInline static let packedNodeLimit: UInt32 = 1 << 24
    /// Where a value starts in its `_ValueBox`: after the object header of two words.
    static let valueOffset = 2 * MemoryLayout<Int>.size

    /// A report; `inputCode` is `inputsNone`, `inputsOne` or `inputsMany`, `flags` the node's
    /// record flags, which hold its scalar kind, and `storage` its `_RuleBox`.
    @inline(__always)
    init(
        node: UInt32, inputCode: UInt32, firstInput: UInt32, outcome: EvaluationOutcome, flags: UInt8,
        storage: UnsafeMutableRawPointer, cause: UInt32
    ) {
        // The flags keep the scalar kind where the head has it. A node past `packedNodeLimit`
        // loses its top bits here: `node` has it whole.
        let scalarBits = UInt32(flags) & 0xC0
        head = inputCode | UInt32(outcome.rawValue) << 4 | scalarBits | node << 8
        self.firstInput = firstInput
        // A word is loaded whatever the value: a rule's box holds its closure after the value, so
        // the word is inside the box. What is not the value is masked off (all of it, for a value
        // that is not a scalar; all but the first byte for a `Bool`).
        let word = (storage + _HeldEvaluation.valueOffset).load(as: UInt64.self)
        let scalarKind = flags >> _NodeRecord.scalarShift
        let mask: UInt64 =
            scalarKind == _AnyNodeType.notScalar ? 0 : (scalarKind == _AnyNodeType.scalarBool ? 0xFF : ~0)
        bits = word & mask
        self.node = node
        self.cause = cause
    }

    /// `inputsNone`, `inputsOne` or `inputsMany`.
    @usableFromInline var inputCode: UInt32 { head & 0x0F }
    /// The evaluation's outcome.
    @usableFromInline var outcome: EvaluationOutcome { EvaluationOutcome(rawValue: UInt8(head >> 4 & 0x03))! }
}
