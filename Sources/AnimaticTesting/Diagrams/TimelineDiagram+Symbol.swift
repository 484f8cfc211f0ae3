extension TimelineDiagram {
    /// What a node did in one tick.
    public enum Symbol: Hashable, Sendable {
        /// Not evaluated, not set: `-`.
        case idle
        /// Evaluated, with an equal value: `=`.
        case unchanged
        /// A new value, by its label: `5`, `(50%)`.
        case value(String)
    }
}
