/// The `withAnimation` or `withTransaction` block in force on this task, whose transaction state
/// writes carry. Not API.
enum _TransactionContext {
    /// The innermost block running on this task, if any.
    static var current: _TransactionScope? { _current?.scope }

    /// Runs `body` as a block with `transaction` in force, merged into the block around it as
    /// SwiftUI merges nested transactions: the inner block's animation and settings win, custom
    /// values of the outer block that the inner one does not set are kept, and the outer block's
    /// completion handlers also wait for the inner block's animations.
    ///
    /// - Returns: What `body` returns, and whether any write was queued in the block.
    static func with<Result>(
        _ transaction: Transaction, label: String, _ body: () throws -> Result
    ) rethrows -> (result: Result, hasWrites: Bool) {
        let parent = current
        var merged = transaction
        if let outer = parent?.transaction {
            merged.merge(under: outer)
        }
        let scope = _TransactionScope(transaction: merged, label: label, parent: parent)
        let result = try $_current.withValue(_Box(scope: scope), operation: body)
        return (result, scope.hasWrites)
    }

    /// A task-local value must be `Sendable`; a scope holds closures and is used only on the task
    /// that set it.
    struct _Box: @unchecked Sendable {
        let scope: _TransactionScope
    }

    @TaskLocal static var _current: _Box?
}
