extension TraceJSON {
    /// A row of the node table: a node's identifier, name and, when the trace saw it created, its
    /// kind.
    public struct Node: Codable, Equatable, Sendable {
        /// The node's identifier in its graph; events refer to nodes by it.
        public var id: Int
        /// The node's name, as timelines show it.
        public var name: String
        /// `input` (state, time) or `rule` (rules, animatable nodes, sequencers, timelines); absent
        /// when the node was created before the trace began or its creation was dropped.
        public var kind: String?

        /// Creates a row.
        public init(id: Int, name: String, kind: String? = nil) {
            self.id = id
            self.name = name
            self.kind = kind
        }
    }
}
