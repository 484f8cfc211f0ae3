/// Writes a front end queued between passes that share one transaction: applied together in a
/// pass of their own, as SwiftUI's graph host applies each run of writes that share a transaction.
/// Not API.
struct _QueuedTransaction {
    /// What the front end says makes writes one group: writes with the same key, one after
    /// another, are applied together.
    let group: Int
    /// The transaction, or `nil` for writes outside any transaction.
    let transaction: Transaction?
    /// How the transaction was opened, for the trace: `withAnimation(linear(duration: 1))`.
    let label: String
    /// The writes, in the order they were made.
    var writes: [() -> Void]
}
