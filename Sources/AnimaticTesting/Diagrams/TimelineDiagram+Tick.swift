extension TimelineDiagram {
    /// One tick of a diagram: the node's symbol, and whether the graph stopped animating in it.
    public struct Tick: Hashable, Sendable {
        /// What the node did.
        public var symbol: Symbol
        /// Whether the graph stopped animating in this tick (a `|` follows the symbol).
        public var endsAnimation: Bool

        /// Creates a tick of a diagram.
        ///
        /// - Parameters:
        ///   - symbol: What the node did.
        ///   - endsAnimation: Whether the graph stopped animating in this tick.
        public init(_ symbol: Symbol, endsAnimation: Bool = false) {
            self.symbol = symbol
            self.endsAnimation = endsAnimation
        }
    }
}
