extension Axis {
    /// An efficient set of axes.
    ///
    /// Mirrors SwiftUI's `Axis.Set`, used for example by `fixedSize(horizontal:vertical:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        ///
        /// - Parameter rawValue: The bits: 1 for horizontal, 2 for vertical.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding only the horizontal axis.
        public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
        /// The set holding only the vertical axis.
        public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)
    }
}
