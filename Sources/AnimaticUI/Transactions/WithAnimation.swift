/// Runs `body` in a transaction whose animation is `animation`, as SwiftUI's `withAnimation`:
/// every state that `body` writes carries it, and the views that the change reaches animate.
///
/// As in SwiftUI, writes are not applied where they are made: the host queues each with the
/// transaction in force and, at the next frame, applies each run of writes that share a transaction
/// in an update of its own, in order. An action that writes `a` in `withAnimation` and then `b`
/// outside it animates what reads `a` and snaps what reads `b`, both in the same frame. Reading a
/// state after writing it in the action gives the written value.
///
///     Button("Add Batter") {
///         withAnimation(.spring(duration: 0.4)) { level += 0.2 }
///     }
///
/// A `withAnimation` inside another merges into it: its own animation wins, and the writes made
/// in it are a group of their own.
///
/// - Parameters:
///   - animation: The animation; `.default` if omitted, `nil` for none.
///   - body: Writes state.
/// - Returns: What `body` returns.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try _TransactionContext.with(Transaction(animation: animation), label: _label(animation), body).result
}

/// Runs `body` in a transaction with `animation`, and calls `completion` once the animations it
/// started are complete by `criteria`, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
///
/// `completion` runs exactly once. When `body` writes no state (or only values equal to the
/// current ones), it runs at once, when `body` returns; otherwise at the end of the frame in which
/// the animations the writes started are complete, or of the frame that applies the writes if they
/// start none. It runs outside any transaction: a `withAnimation` inside it is a new transaction.
///
/// - Parameters:
///   - animation: The animation; `.default` if omitted.
///   - criteria: When the animations count as complete; `.logicallyComplete` by default.
///   - body: Writes state.
///   - completion: Runs once.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    // The completion is view code of the host in force, wherever the graph runs it from.
    transaction.addAnimationCompletion(criteria: criteria, _ClockContext.capturing(completion))
    let (result, hasWrites) = try _TransactionContext.with(transaction, label: _label(animation), body)
    if !hasWrites { completion() }
    return result
}

/// Runs `body` in `transaction`, as SwiftUI's `withTransaction`: every state it writes carries the
/// transaction, applied as ``withAnimation(_:_:)`` describes. A completion handler the transaction
/// carries runs at once if `body` writes nothing.
///
/// - Parameters:
///   - transaction: The transaction.
///   - body: Writes state.
/// - Returns: What `body` returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let label = "withTransaction(\(transaction.animation?.description ?? "nil"))"
    let (result, hasWrites) = try _TransactionContext.with(transaction, label: label, body)
    if !hasWrites { transaction._runAnimationCompletions() }
    return result
}

/// Runs `body` in a transaction with one property set, as SwiftUI's `withTransaction(_:_:_:)`:
/// `withTransaction(\.disablesAnimations, true) { … }`.
///
/// - Parameters:
///   - keyPath: The transaction's property to set.
///   - value: Its value.
///   - body: Writes state.
/// - Returns: What `body` returns.
public func withTransaction<Value, Result>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// How the trace labels a `withAnimation` block's transaction.
private func _label(_ animation: Animation?) -> String {
    "withAnimation(\(animation?.description ?? "nil"))"
}
