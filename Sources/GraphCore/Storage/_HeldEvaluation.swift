/// The report of one evaluation an update walk ran, held in `_GraphStorage.heldEvaluations` until
/// the graph hands the batch to an observer that takes its evaluations in batches. 16 bytes.
///
/// A report is a packed record of the evaluation, `head`, `firstInput` and `bits`, laid out so that
/// an observer that keeps compact records (the trace recorder) can copy it as it is: the walk packs
/// each report once, while the value it just computed is at hand, and the observer has nothing
/// left to look up. A batch whose reports are all plain, as most frames' are, is copied whole: a
/// report is plain with no detail, at most one changed input and a scalar value.
///
/// The rare evaluation with a ``ChangeCause``, or of a node `head` cannot name, has the cause and
/// the whole node kept aside, in a `_HeldDetail` (`hasDetail`).
///
/// A value that is not a `Double`, an `Int` or a `Bool` is not in the report: an observer reads it
/// from the node when the batch arrives, and no node runs again before that (the batch is handed
/// over before a pull from outside any rule returns).
@usableFromInline
struct _HeldEvaluation {
    /// Bits 0–1: how many changed inputs the evaluation has, `inputsNone`, `inputsOne` or
    /// `inputsMany` (two or more); bit 3: `detailBit`; bits 4–5: its ``EvaluationOutcome``; bits
    /// 6–7: its value type's `_AnyNodeType.scalarKind`; bits 8–31: the node, whole if it is below
    /// `packedNodeLimit`.
    @usableFromInline var head: UInt32
    /// With one changed input, that input; with two or more, where their count is in
    /// `_GraphStorage.heldInputs`, the inputs after it (the one input is kept here, where the walk
    /// writes the report anyway, and it is most evaluations').
    @usableFromInline var firstInput: UInt32
    /// A scalar value's bits (see `_AnyNodeType.scalarKind`); 0 for any other value.
    @usableFromInline var bits: UInt64

    @usableFromInline static let inputsNone: UInt32 = 0
    @usableFromInline static let inputsOne: UInt32 = 1
    @usableFromInline static let inputsMany: UInt32 = 2
    /// Set in `head` when the evaluation has a cause or a node past `packedNodeLimit`: both are in
    /// the batch's `_HeldDetail` for it.
    @usableFromInline static let detailBit: UInt32 = 0x08
    /// The `head` bits of the scalar kind.
    @usableFromInline static let scalarKindBits: UInt32 = 0xC0
    /// The first node number `head` cannot hold.
    @usableFromInline static let packedNodeLimit: UInt32 = 1 << 24

    /// A report with no detail (`_GraphStorage.holdDetail` adds one); `inputCode` is `inputsNone`,
    /// `inputsOne` or `inputsMany`, `flags` the node's record flags, which hold its scalar kind,
    /// and `bits` the value's (see `valueBits`). A node past `packedNodeLimit` loses its top bits
    /// here: the report's detail has it whole.
    @inline(__always)
    init(node: UInt32, inputCode: UInt32, firstInput: UInt32, outcome: EvaluationOutcome, flags: UInt8, bits: UInt64) {
        // The flags keep the scalar kind where the head has it.
        let scalarBits = UInt32(flags) & _HeldEvaluation.scalarKindBits
        head = inputCode | UInt32(outcome.rawValue) << 4 | scalarBits | node << 8
        self.firstInput = firstInput
        self.bits = bits
    }

    /// The word of a rule's value, for a report's `bits`: the slot's first 8 bytes, loaded whatever
    /// the value, as a rule's slot is never shorter than its closure's 16 bytes (see `_NodeType`).
    /// What is not the value is left out (all of it, for a value that is not a scalar; all but the
    /// first byte for a `Bool`). Returns whether the value is a scalar.
    @inline(__always)
    static func valueBits(of slot: UnsafeMutableRawPointer, flags: UInt8) -> (bits: UInt64, isScalar: Bool) {
        let word = slot.load(as: UInt64.self)
        // Branches, not a select: nearly every report of a run takes the same one.
        switch flags >> _NodeRecord.scalarShift {
        case _AnyNodeType.scalarBool: return (word & 0xFF, true)
        case _AnyNodeType.notScalar: return (0, false)
        default: return (word, true)
        }
    }

    /// `inputsNone`, `inputsOne` or `inputsMany`.
    @usableFromInline var inputCode: UInt32 { head & 0x03 }
    /// Whether the cause and the whole node are in a `_HeldDetail`.
    @usableFromInline var hasDetail: Bool { head & _HeldEvaluation.detailBit != 0 }
    /// The node, when the report has no detail.
    @usableFromInline var packedNode: UInt32 { head >> 8 }
    /// The evaluation's outcome.
    @usableFromInline var outcome: EvaluationOutcome { EvaluationOutcome(rawValue: UInt8(head >> 4 & 0x03))! }
}
