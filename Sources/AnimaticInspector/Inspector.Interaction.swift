import Animatic
import AnimaticExports

extension Inspector {
    /// Something a person did to the graph at a given time, such as a scripted tap, named so the
    /// inspector's "Why" panel can say which one made a write: `Add Batter at 0.5 s`.
    ///
    /// The inspector gives a write to the latest interaction at or before the write's tick, and
    /// after the tick before it: the interaction whose action ran between those two frames.
    public struct Interaction: Hashable, Sendable {
        /// When the interaction happened, in seconds of virtual time.
        public var time: Double
        /// What it was, in a few words: `tap`, `Add Batter`.
        public var label: String

        /// Creates an interaction.
        ///
        /// - Parameters:
        ///   - time: When it happened, in seconds.
        ///   - label: What it was, in a few words.
        public init(at time: Double, _ label: String) {
            self.time = time
            self.label = label
        }
    }
}
