/// The transaction of a `withAnimation` or `withTransaction` that runs where no host is applying
/// a change: state setters write in it. Not API.
enum _TransactionContext {
    /// The transaction in force on this task, if any.
    static var current: Transaction? { _current?.transaction }

    /// Runs `body` with `transaction` in force.
    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        try $_current.withValue(_Box(transaction: transaction), operation: body)
    }

    /// A task-local value must be `Sendable`; a transaction holds closures and is used only on the
    /// task that set it.
    struct _Box: @unchecked Sendable {
        let transaction: Transaction
    }

    @TaskLocal static var _current: _Box?
}
