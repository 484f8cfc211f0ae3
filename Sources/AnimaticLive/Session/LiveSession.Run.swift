extension LiveSession {
    /// What one frame ran: the nodes evaluated, and those whose value changed.
    package struct Run: Equatable, Sendable {
        /// The frame.
        package let frame: Int
        /// The nodes that ran, in the order they ran (a node twice if it ran in two passes).
        package let evaluated: [String]
        /// The nodes that ran and changed, or ran for the first time.
        package let changed: [String]
        /// The values `changed`'s nodes changed to, in its order, each cut to
        /// ``LiveSession/maximumValueLength`` characters.
        package let values: [String]
    }
}
