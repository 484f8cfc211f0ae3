import Synchronization

/// A `withAnimation` or `withTransaction` block running on this task: the transaction its writes
/// carry, and whether any write was made in it. Not API.
///
/// Each block is a group of its own for the host's flush (``AnimationGraph/enqueue(_:label:group:_:)``):
/// writes in one block, one after another, are applied in one pass; a write outside the block, or
/// in a block nested in it, starts another.
final class _TransactionScope {
    /// The transaction in force: the block's own, merged into the one around it.
    let transaction: Transaction
    /// How the block opened it, for the trace: `withAnimation(linear(duration: 1))`.
    let label: String
    /// The block's number for the flush: unique in the process, never 0 (writes outside any block).
    let group: Int
    /// The block around this one, if any.
    let parent: _TransactionScope?
    /// Whether a write was queued in this block or in one nested in it.
    private(set) var hasWrites = false

    init(transaction: Transaction, label: String, parent: _TransactionScope?) {
        self.transaction = transaction
        self.label = label
        self.parent = parent
        group = _TransactionScope.nextGroup.add(1, ordering: .relaxed).newValue
    }

    /// Records that a write was queued here, in this block and in the blocks around it.
    func noteWrite() {
        var scope: _TransactionScope? = self
        while let current = scope, !current.hasWrites {
            current.hasWrites = true
            scope = current.parent
        }
    }

    private static let nextGroup = Atomic<Int>(0)
}
