import Foundation

/// What a ``TimelineView`` hands its content, as SwiftUI's `TimelineView.Context`: the date of the
/// schedule's current entry, and how often the view updates.
///
/// The date is virtual. It is the host's clock time after ``referenceDate``, 1 January 2001 at
/// 00:00:00 UTC (Foundation's reference date), so `context.date.timeIntervalSinceReferenceDate`
/// is the clock's time in seconds: 0 in the first frame, 0.5 in the frame at half a second. It
/// never reads the wall clock, and a run gives the same dates every time.
public struct TimelineViewDefaultContext: Equatable, CustomStringConvertible {
    /// How often a timeline view updates, as SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable {
        /// Every entry of the schedule.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date of the schedule's current entry: ``referenceDate`` plus the entry's clock time.
    public let date: Date

    /// How often the view updates. Always ``Cadence/live``: AnimaticUI has no low-power display
    /// mode, which is when SwiftUI reports a slower cadence.
    public let cadence: Cadence

    /// The date of clock time 0: 1 January 2001 at 00:00:00 UTC.
    public static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

    init(time: Double) {
        date = Date(timeInterval: time, since: Self.referenceDate)
        cadence = .live
    }

    /// `Context(date: +0.5 s)`: the entry's clock time.
    public var description: String {
        "Context(date: +\(TraceValue.format(date.timeIntervalSince(Self.referenceDate))) s)"
    }
}
