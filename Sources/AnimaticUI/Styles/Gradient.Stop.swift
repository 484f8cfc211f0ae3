extension Gradient {
    /// One colour of a gradient and where it is, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Equatable, Sendable, CustomStringConvertible {
        /// The colour.
        public var color: Color
        /// Where along the gradient, from 0 to 1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }

        /// The stop as code writes it.
        public var description: String {
            ".init(color: \(color), location: \(TraceValue.format(Double(location))))"
        }
    }
}
