/// One update of an ``AnimationGraph`` (one frame), as its trace recorded it.
public struct TraceTick: Sendable {
    /// The position of this tick among all the graph's ticks, from 0.
    public let index: Int
    /// The clock's frame number: ``time`` is `frame / framesPerSecond`.
    public let frame: Int
    /// The virtual time of the frame, in seconds.
    public let time: Double
    /// What happened, in order: the writes made since the previous tick first, then the frame's work.
    public internal(set) var events: [TraceEvent]

    /// Creates a tick.
    public init(index: Int, frame: Int, time: Double, events: [TraceEvent] = []) {
        self.index = index
        self.frame = frame
        self.time = time
        self.events = events
    }

    /// The names of the nodes evaluated in this tick, in order.
    public var evaluated: [String] {
        events.compactMap { event in
            if case .evaluated(let node, _, _, _, _) = event { return node.name }
            return nil
        }
    }

    /// Whether nothing happened: no write, no evaluation, no edge change.
    public var isIdle: Bool { events.isEmpty }
}
