/// When a timeline node produces a new entry, as SwiftUI's `TimelineSchedule` tells a
/// `TimelineView` when to redraw.
///
/// Times are seconds on the graph's virtual clock, where SwiftUI uses dates.
public struct TimelineSchedule {
    /// What the schedule is, for the front ends that build timelines from views.
    package enum Kind {
        /// Every frame, or every `minimumInterval` seconds, unless `paused` says so.
        case animation(minimumInterval: Double?, paused: () -> Bool)
        /// At `start` and every `interval` seconds after.
        case periodic(start: Double, interval: Double)
        /// At the times given, sorted.
        case explicit([Double])
    }

    /// What the schedule is.
    package let kind: Kind
    /// For traces: `animation`, `periodic(from: 0, by: 1)`.
    public let description: String

    /// A new entry every frame, or at most every `minimumInterval` seconds, unless paused:
    /// SwiftUI's `.animation(minimumInterval:paused:)`.
    ///
    /// - Parameters:
    ///   - minimumInterval: The shortest time between entries; `nil` for every frame.
    ///   - paused: Whether the schedule is paused. It is read like a rule, so it can follow state:
    ///     `paused: { reduceMotion.value }`. While paused the node keeps its last entry and does not
    ///     depend on time.
    public static func animation(minimumInterval: Double? = nil, paused: @escaping () -> Bool) -> TimelineSchedule {
        if let minimumInterval {
            precondition(
                minimumInterval.isFinite && minimumInterval > 0,
                "TimelineSchedule.animation(minimumInterval: \(minimumInterval)): the interval must be a positive, "
                    + "finite number of seconds, or nil for every frame.")
        }
        let interval = minimumInterval.map { "minimumInterval: \(TraceValue.format($0))" }
        return TimelineSchedule(
            kind: .animation(minimumInterval: minimumInterval, paused: paused),
            description: "animation" + (interval.map { "(\($0))" } ?? ""))
    }

    /// A new entry every frame, or at most every `minimumInterval` seconds; `paused` fixed.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineSchedule {
        animation(minimumInterval: minimumInterval, paused: { paused })
    }

    /// A new entry every frame: SwiftUI's `.animation`.
    public static var animation: TimelineSchedule { animation(minimumInterval: nil, paused: false) }

    /// Entries at `start`, `start + interval`, `start + 2 × interval`, …: SwiftUI's
    /// `.periodic(from:by:)`. Before `start`, the entry is `start`.
    public static func periodic(from start: Double, by interval: Double) -> TimelineSchedule {
        precondition(
            start.isFinite && interval.isFinite && interval > 0,
            "TimelineSchedule.periodic(from: \(start), by: \(interval)): the start must be finite and the interval a "
                + "positive, finite number of seconds.")
        return TimelineSchedule(
            kind: .periodic(start: start, interval: interval),
            description: "periodic(from: \(TraceValue.format(start)), by: \(TraceValue.format(interval)))")
    }

    /// An entry at the start of every minute: SwiftUI's `.everyMinute`.
    public static var everyMinute: TimelineSchedule { periodic(from: 0, by: 60) }

    /// Entries at the given times: SwiftUI's `.explicit(_:)`. Before the first time, the entry is
    /// the first time; once all are past, the last one, and the node stops depending on time.
    public static func explicit(_ times: [Double]) -> TimelineSchedule {
        precondition(!times.isEmpty, "TimelineSchedule.explicit([]): give at least one time.")
        precondition(times.allSatisfy(\.isFinite), "TimelineSchedule.explicit: every time must be finite.")
        return TimelineSchedule(
            kind: .explicit(times.sorted()), description: "explicit(\(times.count) times)")
    }
}
