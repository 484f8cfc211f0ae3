/// How much of its history an ``AnimationGraph`` keeps in its ``Trace``.
public enum TraceMode: Hashable, Sendable {
    /// Record nothing. The engine does no tracing work at all.
    case off
    /// Keep every tick. Memory grows with the run: use it for scenes that end.
    case unbounded
    /// Keep the latest `count` ticks, dropping the oldest: memory stays flat however long a
    /// `repeatForever` animation runs.
    case lastTicks(Int)

    /// The default: the latest 10,000 ticks (almost three minutes at 60 frames per second).
    public static let `default` = TraceMode.lastTicks(10_000)
}
