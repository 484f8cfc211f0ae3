/// Runs `body` in a transaction whose animation is `animation`, as SwiftUI's `withAnimation`:
/// every state that `body` writes carries it, and the views that the change reaches animate.
///
/// As in SwiftUI, each transaction of an action is applied in an update of its own: an action
/// that calls `withAnimation` twice applies the first block's writes with the first animation, then
/// the second block's with the second, in another pass of the same frame, so an animatable view
/// that both reach combines the second animation with the first.
///
///     Button("Add Batter") {
///         withAnimation(.spring(duration: 0.4)) { level += 0.2 }
///     }
///
/// - Parameters:
///   - animation: The animation; `.default` if omitted, `nil` for none.
///   - body: Writes state.
/// - Returns: What `body` returns.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    if let result = try _HostContext.transaction({ try $0.withAnimation(animation, body) }) { return result }
    return try _TransactionContext.with(Transaction(animation: animation), body)
}

/// Runs `body` in a transaction with `animation`, and calls `completion` once the animations it
/// started are complete by `criteria`, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
///
/// - Parameters:
///   - animation: The animation; `.default` if omitted.
///   - criteria: When the animations count as complete; `.logicallyComplete` by default.
///   - body: Writes state.
///   - completion: Runs once, at the end of the frame in which the animations are complete (at
///     once if `body` started none).
/// - Returns: What `body` returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    if let result = try _HostContext.transaction({
        try $0.withAnimation(animation, completionCriteria: criteria, body, completion: completion)
    }) {
        return result
    }
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: criteria, completion)
    return try _TransactionContext.with(transaction, body)
}

/// Runs `body` in `transaction`, as SwiftUI's `withTransaction`: every state it writes carries the
/// transaction.
///
/// - Parameters:
///   - transaction: The transaction.
///   - body: Writes state.
/// - Returns: What `body` returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    if let result = try _HostContext.transaction({ try $0.withTransaction(transaction, body) }) { return result }
    return try _TransactionContext.with(transaction, body)
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
