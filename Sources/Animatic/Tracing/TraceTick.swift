/// One pass of an ``AnimationGraph`` over its graph, as its trace recorded it, or a run of idle
/// frames the clock skipped. A frame has one pass, or more when its completion handlers change
/// state: those passes are ticks with the same ``frame``.
///
/// When nothing depends on time and nothing is due, ``AnimationGraph/advance(to:)`` moves the clock
/// straight to the next moment something can happen: the frames in between would all be idle, and
/// the trace keeps them as one idle tick whose ``frameCount`` is their number. Such a tick stands for
/// that many ticks: its ``index`` is the first one's, and the next tick's index follows its last.
public struct TraceTick {
    /// The position of this tick among all the graph's ticks, from 0 (the first, for an idle run).
    public let index: Int
    /// The clock's frame number: ``time`` is `frame / framesPerSecond`.
    public let frame: Int
    /// The virtual time of the frame, in seconds.
    public let time: Double
    /// What happened, in order: the writes made since the previous tick first, then the frame's work.
    public internal(set) var events: [TraceEvent]
    /// How many ticks (and frames) this one stands for: 1, or the length of a skipped idle run.
    public let frameCount: Int
    /// The virtual time of the last frame the tick stands for; ``time`` unless it is an idle run.
    public let lastTime: Double

    /// Creates a tick.
    public init(index: Int, frame: Int, time: Double, events: [TraceEvent] = []) {
        self.init(index: index, frame: frame, time: time, events: events, frameCount: 1, lastTime: time)
    }

    /// Creates a tick standing for `frameCount` ticks, one per frame from `frame` on; only an idle run
    /// has more than one.
    ///
    /// - Precondition: `frameCount` is at least 1, and `events` is empty if it is more.
    public init(index: Int, frame: Int, time: Double, events: [TraceEvent], frameCount: Int, lastTime: Double) {
        precondition(
            frameCount >= 1 && (frameCount == 1 || events.isEmpty),
            "TraceTick(frameCount: \(frameCount)): a tick stands for at least one frame, and only an idle run for more."
        )
        self.index = index
        self.frame = frame
        self.time = time
        self.events = events
        self.frameCount = frameCount
        self.lastTime = lastTime
    }

    /// The number of the last frame the tick stands for; ``frame`` unless it is an idle run.
    public var lastFrame: Int { frame + frameCount - 1 }

    /// The indices of the ticks this one stands for.
    public var indices: Range<Int> { index..<index + frameCount }

    /// The names of the nodes evaluated in this tick, in order.
    public var evaluated: [String] {
        events.compactMap { event in
            if case .evaluated(let node, _, _, _, _, _) = event { return node.name }
            return nil
        }
    }

    /// Whether nothing happened: no write, no evaluation, no edge change.
    public var isIdle: Bool { events.isEmpty }
}
