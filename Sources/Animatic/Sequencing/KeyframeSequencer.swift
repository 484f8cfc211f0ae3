/// The playback logic of a keyframe animator, as a pure state machine: events in, actions out.
///
/// The sequencer knows nothing of graphs or keyframes, only the timeline's duration and the times
/// it is told. Its driver (the engine's keyframe animator node) sends an event at each evaluation —
/// a run starts (``start(at:)``), or the node is evaluated again (``update(at:)``) — and performs
/// the ``Action``: present the timeline at the elapsed time it names, and read the time (so the
/// next frame evaluates again) only while a run plays.
///
///     var sequencer = KeyframeSequencer(duration: 1, repeats: false)
///     sequencer.update(at: 0)       // .rest(elapsed: 0): nothing played yet
///     sequencer.start(at: 0.5)      // .play(elapsed: 0)
///     sequencer.update(at: 1)       // .play(elapsed: 0.5)
///     sequencer.update(at: 1.5)     // .finish(elapsed: 1): present the end, stop reading time
///     sequencer.update(at: 2)       // .rest(elapsed: 1)
///
/// A repeating sequencer starts the next run where the last one ended (at `start + duration`, so
/// runs never drift from the frames). A timeline that lasts no time never plays: it finishes as it
/// starts, repeating or not, so it cannot loop for ever within a frame.
package struct KeyframeSequencer: Equatable, Sendable {
    /// What the driver does at an evaluation.
    package enum Action: Equatable, Sendable {
        /// Nothing plays: present the timeline at `elapsed` (0 before any run, the duration after
        /// one) and do not read the time.
        case rest(elapsed: Double)
        /// A run plays: present the timeline at `elapsed` and read the time.
        case play(elapsed: Double)
        /// A repeating run ended `completedRuns` times since the last evaluation, each followed by
        /// the next: record those ends and starts, present the timeline at `elapsed` in the current
        /// run and read the time.
        case loop(elapsed: Double, completedRuns: Int)
        /// The run ended by this evaluation: present the timeline at `elapsed` (its duration) and
        /// stop reading the time.
        case finish(elapsed: Double)
    }

    private enum State: Equatable {
        /// No run has started: the value is the timeline's start.
        case waiting
        /// A run started at `start` seconds and plays.
        case playing(start: Double)
        /// The last run ended: the value is the timeline's end.
        case ended
    }

    /// The timeline's duration in seconds.
    package let duration: Double
    /// Whether a run that ends starts again at once.
    package let repeats: Bool
    private var state = State.waiting

    /// How close to the end, in seconds, counts as the end: frame times are computed as
    /// `frame / framesPerSecond`, so the difference of two of them can miss by a rounding error.
    private static let tolerance = 1e-9

    /// Creates a sequencer waiting for its first run.
    ///
    /// - Parameters:
    ///   - duration: The timeline's duration in seconds; finite, zero or more.
    ///   - repeats: Whether a run that ends starts again.
    /// - Precondition: `duration` is finite and not negative.
    package init(duration: Double, repeats: Bool) {
        precondition(
            duration.isFinite && duration >= 0,
            "KeyframeSequencer: a timeline's duration must be a finite number of seconds, zero or more; got \(duration)."
        )
        self.duration = duration
        self.repeats = repeats
    }

    /// Whether a run is playing.
    package var isPlaying: Bool {
        if case .playing = state { return true }
        return false
    }

    /// A run starts at `time`, from the beginning of the timeline, whether or not one was playing.
    ///
    /// - Parameter time: The current time, in seconds.
    /// - Returns: `.play(elapsed: 0)`, or `.finish(elapsed: 0)` for a timeline that lasts no time.
    package mutating func start(at time: Double) -> Action {
        guard duration > Self.tolerance else {
            state = .ended
            return .finish(elapsed: duration)
        }
        state = .playing(start: time)
        return .play(elapsed: 0)
    }

    /// The node is evaluated at `time` (a new frame, or an unrelated input changed).
    ///
    /// - Parameter time: The current time, in seconds; not earlier than the run's start.
    /// - Returns: What to present, and whether to keep reading the time.
    package mutating func update(at time: Double) -> Action {
        switch state {
        case .waiting:
            return .rest(elapsed: 0)
        case .ended:
            return .rest(elapsed: duration)
        case .playing(let start):
            let elapsed = max(time - start, 0)
            if elapsed < duration - Self.tolerance { return .play(elapsed: elapsed) }
            guard repeats else {
                state = .ended
                return .finish(elapsed: duration)
            }
            let completedRuns = Int(((elapsed + Self.tolerance) / duration).rounded(.down))
            let nextStart = start + Double(completedRuns) * duration
            state = .playing(start: nextStart)
            return .loop(elapsed: max(time - nextStart, 0), completedRuns: completedRuns)
        }
    }
}
