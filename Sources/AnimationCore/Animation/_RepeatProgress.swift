import Foundation

/// Where a repeating animation whose base has no fixed duration (a spring, a custom animation)
/// is: the iteration it is in and the time that iteration started.
internal struct _RepeatProgress: Hashable, Sendable {
    /// The zero-based iteration: even ones run forwards, odd ones backwards when autoreversing.
    var iteration: Int
    /// The repeating animation's time at which this iteration began.
    var startTime: Double
}
