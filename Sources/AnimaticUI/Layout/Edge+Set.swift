extension Edge {
    /// An efficient set of edges.
    ///
    /// Mirrors SwiftUI's `Edge.Set`, used for example by `padding(_:_:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set, one per ``Edge`` by its raw value.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        ///
        /// - Parameter rawValue: The bits, one per ``Edge`` by its raw value.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// Creates the set holding one edge.
        ///
        /// - Parameter edge: The edge the set holds.
        public init(_ edge: Edge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
