import Foundation

extension TimelineSchedule {
    /// Entries at `start` and every `interval` seconds after, as SwiftUI's `.periodic(from:by:)`.
    ///
    /// Dates are on the host's virtual clock, whose time 0 is
    /// ``TimelineViewDefaultContext/referenceDate``: a date before it starts the entries before
    /// the first frame; `Date.now` (the wall clock) lies decades after it, so a schedule from
    /// `.now` would not fire in a run: start from ``TimelineViewDefaultContext/referenceDate``.
    ///
    /// - Parameters:
    ///   - start: The date of the first entry.
    ///   - interval: The seconds between entries; positive.
    /// - Returns: The schedule.
    public static func periodic(from start: Date, by interval: TimeInterval) -> TimelineSchedule {
        periodic(from: start.timeIntervalSince(TimelineViewDefaultContext.referenceDate), by: interval)
    }

    /// Entries at the given dates, as SwiftUI's `.explicit(_:)`: the first before it, the last
    /// once all are past. Dates are on the host's virtual clock (see
    /// ``periodic(from:by:)-(Date,_)``).
    ///
    /// - Parameter dates: The dates; at least one.
    /// - Returns: The schedule.
    public static func explicit(_ dates: some Sequence<Date>) -> TimelineSchedule {
        explicit(dates.map { $0.timeIntervalSince(TimelineViewDefaultContext.referenceDate) })
    }
}
