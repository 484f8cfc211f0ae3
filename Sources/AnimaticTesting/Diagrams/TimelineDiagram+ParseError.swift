extension TimelineDiagram {
    /// A diagram's text that cannot be read, with where and why.
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text.
        public let text: String
        /// The offset of the offending character, in characters from the start.
        public let offset: Int
        /// What is wrong.
        public let reason: String

        /// Creates an error.
        ///
        /// - Parameters:
        ///   - text: The diagram's text.
        ///   - offset: The offset of the offending character.
        ///   - reason: What is wrong.
        public init(text: String, offset: Int, reason: String) {
            self.text = text
            self.offset = offset
            self.reason = reason
        }

        /// The reason, then the text with a caret under the offending character.
        public var description: String {
            "Invalid diagram: \(reason).\n  \(text)\n  \(String(repeating: " ", count: offset))^"
        }
    }
}
