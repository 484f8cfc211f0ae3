/// The transaction a change carried to a node, as the node saw it (after the scoped modifiers around
/// it), kept so that a front end can apply a follow-up write in the same transaction: SwiftUI's
/// continuation of a transactional update, as a container flips an inserted view's transition to its
/// identity phase, or moves a removed view's to its disappeared phase. Not API.
package struct _TransactionContinuation {
    /// The transaction, after the node's scoped modifiers.
    package let transaction: Transaction
    /// The transaction's record, whose number and completion handlers the follow-up keeps; `nil`
    /// for a change outside any transaction.
    let record: _TransactionRecord?

    /// Whether the transaction animates.
    package var animates: Bool { transaction.animation != nil }
}
