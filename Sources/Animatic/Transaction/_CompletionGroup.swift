/// One completion handler of a transaction, waiting for the animations it started.
final class _CompletionGroup {
    /// A running animation entry of an animatable node.
    struct Entry: Hashable {
        let node: NodeID
        let entry: AnimatorEntryID
    }

    let transaction: Int
    /// How the transaction was opened, for the trace.
    let transactionLabel: String
    let criteria: AnimationCompletionCriteria
    let handler: () -> Void
    /// The sequencer whose step opened the transaction, if one did: its removal drops the handler.
    let owner: NodeID?
    /// The number of passes the graph had run when the handler was added: it is *applied* once a
    /// later pass has run.
    let createdAtPass: Int
    /// Entries still short of logical completion (`.logicallyComplete`).
    var entries: Set<Entry> = []
    /// Nodes that still animate (`.removed`).
    var nodes: Set<NodeID> = []
    var hasFired = false

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

    var isWaiting: Bool { !entries.isEmpty || !nodes.isEmpty }
}
