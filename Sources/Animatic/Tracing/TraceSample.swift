/// A value a node had, and when: one point of a node's history in a ``Trace``.
public struct TraceSample: CustomStringConvertible {
    /// The index of the tick that produced the value.
    public let tick: Int
    /// The tick's frame number.
    public let frame: Int
    /// The tick's time, in seconds.
    public let time: Double
    /// The value.
    public let value: TraceValue

    /// Creates a sample.
    public init(tick: Int, frame: Int, time: Double, value: TraceValue) {
        self.tick = tick
        self.frame = frame
        self.time = time
        self.value = value
    }

    /// `t = 0.500 s: 50`.
    public var description: String { "t = \(TraceValue.format(time)) s: \(value.formatted())" }
}
