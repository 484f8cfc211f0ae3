extension TraceJSON {
    /// A node's value: its full description, and the number when it is one.
    public struct Value: Codable, Equatable, Sendable {
        /// The value's description: `String(describing:)`, strings in double quotes, numbers at
        /// full precision.
        public var text: String
        /// The value as a number, when it is a `Double`, `Float`, `CGFloat`, an integer or a
        /// `Bool` (1 or 0); absent otherwise.
        public var number: Double?

        /// Creates a value.
        public init(text: String, number: Double? = nil) {
            self.text = text
            self.number = number
        }

        /// The JSON form of a recorded value.
        public init(_ value: TraceValue) {
            self.init(text: value.description, number: value.number.flatMap { $0.isFinite ? $0 : nil })
        }
    }
}
