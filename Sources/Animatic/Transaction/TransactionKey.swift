/// A key for a custom value carried by a ``Transaction``, as SwiftUI's `TransactionKey`.
///
///     struct IsDraggingKey: TransactionKey { static let defaultValue = false }
///     var transaction = Transaction()
///     transaction[IsDraggingKey.self] = true
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value a transaction has when none was set.
    static var defaultValue: Value { get }
}
