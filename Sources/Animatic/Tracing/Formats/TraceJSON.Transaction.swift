extension TraceJSON {
    /// A transaction, as events name it.
    public struct Transaction: Codable, Equatable, Sendable {
        /// The transaction's number, from 1, in the order transactions were opened.
        public var id: Int
        /// How it was opened: `withAnimation(linear(duration: 2))`, `withTransaction(no animation)`, ….
        public var label: String

        /// Creates a transaction reference.
        public init(id: Int, label: String) {
            self.id = id
            self.label = label
        }

        /// The JSON form of a recorded transaction.
        public init(_ transaction: TraceTransaction) {
            self.init(id: transaction.id, label: transaction.label)
        }
    }
}
