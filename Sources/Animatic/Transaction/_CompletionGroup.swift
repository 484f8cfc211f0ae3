/// One completion handler of a transaction, waiting for the animations it started.
///
/// The group travels with its transaction (``_TransactionRecord/completions``); each animatable
/// node that starts an animation in the transaction holds the group beside the animator entry it
/// waits for, and lets go of it when that entry completes (or, for `.removed`, when the node has no
/// animation left). The group only counts what still holds it.
final class _CompletionGroup {
    let transaction: Int
    /// How the transaction was opened, for the trace.
    let transactionLabel: String
    let criteria: AnimationCompletionCriteria
    /// The handler, until it runs or its sequencer is removed: then dropped, so that what it
    /// captured (often the graph itself) is released even while the transaction's record is kept.
    var handler: (() -> Void)?
    /// The sequencer whose step opened the transaction, if one did: its removal drops the handler.
    let owner: NodeID?
    /// The graph's ``AnimationGraph/tickCount`` (one tick per pass) when the handler was added: it is
    /// *applied* once a later pass has run.
    let createdAtPass: Int
    /// How many animator entries (`.logicallyComplete`) or animating nodes (`.removed`) still hold
    /// the group.
    var waiting = 0
    var hasFired = false
    /// How many queued parts of the transaction (runs of its writes split by other transactions'
    /// writes) the graph has not applied yet: the handler waits for them too.
    var queuedParts = 0
    /// Whether the handler is the front end's own (a removed view waiting for its transition), not a
    /// user's: the trace does not show it firing.
    var isInternal = false

    init(
        transaction: Int, transactionLabel: String, criteria: AnimationCompletionCriteria,
        handler: @escaping () -> Void, createdAtPass: Int, owner: NodeID? = nil
    ) {
        self.owner = owner
        self.transaction = transaction
        self.transactionLabel = transactionLabel
        self.criteria = criteria
        self.handler = handler
        self.createdAtPass = createdAtPass
    }

    var isWaiting: Bool { waiting > 0 || queuedParts > 0 }
}
