/// What a held evaluation report has no room for: the ``ChangeCause`` of the change that made the
/// rule run, and the node whole, for a node past `_HeldEvaluation.packedNodeLimit`.
///
/// Kept in `_GraphStorage.heldDetails`, in the order of the reports they belong to, for the few
/// reports with `_HeldEvaluation.hasDetail`: the evaluations of the frame a transaction's write
/// reaches, and those of nodes numbered 2^24 or more.
@usableFromInline
struct _HeldDetail {
    /// The report's position in the batch.
    @usableFromInline var position: UInt32
    /// The rule that ran.
    @usableFromInline var node: UInt32
    /// The raw ``ChangeCause``; 0 for none.
    @usableFromInline var cause: UInt32
}
