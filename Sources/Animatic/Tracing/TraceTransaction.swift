/// A transaction as a trace names it: its number and how it was opened.
public struct TraceTransaction: Hashable, Sendable, CustomStringConvertible {
    /// The transaction's number, from 1, in the order transactions were opened.
    public let id: Int
    /// How it was opened: `withAnimation(linear(duration: 2))` or `withTransaction(no animation)`. A
    /// plain write, outside any transaction, has none.
    public let label: String

    /// Creates a reference to a transaction.
    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }

    /// `T3 withAnimation(linear(duration: 2))`: transactions are numbered `T1`, `T2`, … so that they
    /// read apart from animations, numbered `A1`, `A2`, ….
    public var description: String { "T\(id) \(label)" }
}
