import Foundation

/// Where a repeating animation is: the run (iteration) it is in and the time that run started,
/// which is the time of the evaluation that saw the previous run end.
@usableFromInline internal struct _RepeatProgress: Hashable, Sendable {
    @usableFromInline
    init(iteration: Int, startTime: Double) {
        self.iteration = iteration
        self.startTime = startTime
    }

    /// The zero-based iteration: even ones run forwards, odd ones backwards when autoreversing.
    @usableFromInline var iteration: Int
    /// The repeating animation's time at which this iteration began.
    @usableFromInline var startTime: Double
}
