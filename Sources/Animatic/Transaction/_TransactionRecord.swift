/// A transaction the graph has seen, numbered in the order it was opened.
struct _TransactionRecord {
    /// The transaction's number, from 1; later transactions have larger numbers.
    let id: Int
    /// How it was opened, for traces: `withAnimation(linear(duration: 2))`, `state write`.
    let label: String
    /// The transaction, without its completion handlers: those are `completions`.
    let transaction: Transaction
    /// The transaction's completion handlers, carried with it to the animatable nodes it reaches.
    var completions: [_CompletionGroup] = []
    /// Whether this is a continuation of the transaction numbered ``id`` (see
    /// ``AnimationGraph/enqueueContinuation(_:_:)``): its writes take causes of their own, so that the
    /// nodes they reach see the continuation's transaction, not the original's.
    var isContinuation = false
}
