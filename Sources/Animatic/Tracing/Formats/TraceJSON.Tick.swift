extension TraceJSON {
    /// One tick (one pass over the graph), with its events in order.
    public struct Tick: Codable, Equatable, Sendable {
        /// The tick's position among all the graph's ticks, from 0.
        public var index: Int
        /// The clock's frame number; several ticks can share a frame.
        public var frame: Int
        /// The frame's virtual time, in seconds: `frame / framesPerSecond`.
        public var time: Double
        /// The names of the nodes evaluated in the tick, in order.
        public var evaluated: [String]
        /// What happened, in order.
        public var events: [Event]
        /// For a run of idle frames the clock skipped, how many ticks (one per frame) the tick stands
        /// for; absent for a single tick.
        public var frameCount: Int?

        /// Creates a tick.
        public init(
            index: Int, frame: Int, time: Double, evaluated: [String], events: [Event], frameCount: Int? = nil
        ) {
            self.index = index
            self.frame = frame
            self.time = time
            self.evaluated = evaluated
            self.events = events
            self.frameCount = frameCount
        }
    }
}
