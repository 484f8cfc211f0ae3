/// Everything a keyframe animator knows, as one state machine: events in, one action out per event.
///
/// The sequencer holds the animator's whole state: whether it has appeared, the trigger epoch it
/// last saw, and the run (waiting for the first, playing since a start time, or ended). It knows
/// nothing of graphs or keyframes, only the timeline's duration and the times it is told.
///
/// | State | Event | Action | Next state |
/// |---|---|---|---|
/// | unseen | ``appeared(at:trigger:)``, no trigger or one that differs from its baseline | ``Action/start`` | playing |
/// | unseen | ``appeared(at:trigger:)``, trigger at its baseline | ``Action/rest(elapsed:)`` | waiting |
/// | seen | ``triggerChanged(epoch:at:)`` | ``Action/start`` | playing, from the time told |
/// | playing | ``frameReached(at:)`` before the end | ``Action/play(elapsed:)`` | playing |
/// | playing | ``frameReached(at:)`` at or past the end | ``Action/finish(elapsed:)`` or ``Action/loop(elapsed:completedRuns:)`` | ended, or playing a later run |
/// | waiting, ended | ``frameReached(at:)`` | ``Action/rest(elapsed:)`` | unchanged |
/// | any | ``removed()`` | ``Action/none`` | removed: every later event is ``Action/none`` |
///
/// A timeline that lasts no time never plays: a start is ``Action/startAndFinish``, repeating or
/// not, so it cannot loop for ever within a frame.
///
///     var sequencer = KeyframeSequencer(duration: 1, repeats: false)
///     let tap = TriggerReading(epoch: 4, differsFromBaseline: false)
///     sequencer.appeared(at: 0, trigger: tap)      // .rest(elapsed: 0): nothing played yet
///     sequencer.triggerChanged(epoch: 9, at: 0.5)  // .start
///     sequencer.frameReached(at: 1)                // .play(elapsed: 0.5)
///     sequencer.frameReached(at: 1.5)              // .finish(elapsed: 1): stop reading the time
///     sequencer.frameReached(at: 2)                // .rest(elapsed: 1)
///
/// ## How the driver uses it
///
/// The engine's keyframe animator node is a rule: its value must be computed when it is evaluated,
/// in the pass that sees the trigger change, and it reads the time only while a run plays. Its
/// evaluation therefore asks for ``presentation(at:trigger:)``, which runs the events the
/// evaluation sees (``observe(at:trigger:)``) on a copy and changes nothing. The sequencer's state
/// changes only in the graph's sequencer step after each pass, where the driver sends the same
/// events for real, as a phase animator's driver does. Both animators are thus driven by one
/// mechanism, and no evaluation changes any state. The evaluation and the step see the same
/// events, so the step's action is the one the evaluation presented.
package struct KeyframeSequencer: Equatable, Sendable {
    /// What the driver does in response to an event.
    package enum Action: Equatable, Sendable {
        /// Nothing: the animator was removed.
        case none
        /// Nothing plays: present the timeline at `elapsed` (0 before any run, the duration after
        /// one) and do not read the time.
        case rest(elapsed: Double)
        /// A run starts: record its start, present the timeline's start and read the time.
        case start
        /// A run of a timeline that lasts no time starts and ends at once: record both, present
        /// the timeline's end and do not read the time.
        case startAndFinish
        /// A run plays: present the timeline at `elapsed` and read the time.
        case play(elapsed: Double)
        /// A repeating run ended `completedRuns` times since the last event, each followed by the
        /// next: record those ends and starts, present the timeline at `elapsed` in the current
        /// run and read the time.
        case loop(elapsed: Double, completedRuns: Int)
        /// The run ended: present the timeline at `elapsed` (its duration), record the end and stop
        /// reading the time.
        case finish(elapsed: Double)
    }

    /// Where a run stands once the animator has appeared.
    private enum Run: Equatable {
        /// No run has started: the value is the timeline's start.
        case waiting
        /// A run started at `start` seconds and plays.
        case playing(start: Double)
        /// The last run ended: the value is the timeline's end.
        case ended
    }

    /// The whole state: a trigger epoch exists only once the animator has appeared.
    private enum State: Equatable {
        /// Not evaluated yet.
        case unseen
        /// Appeared; `triggerEpoch` is the trigger's epoch last seen (0 without trigger).
        case seen(Run, triggerEpoch: UInt32)
        /// Removed from the graph.
        case removed
    }

    /// The timeline's duration in seconds.
    package let duration: Double
    /// Whether a run that ends starts again at once.
    package let repeats: Bool
    private var state = State.unseen

    /// How close to the end, in seconds, counts as the end: frame times are computed as
    /// `frame / framesPerSecond`, so the difference of two of them can miss by a rounding error.
    private static let tolerance = 1e-9

    /// Creates a sequencer for an animator not yet shown.
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
        if case .seen(.playing, _) = state { return true }
        return false
    }

    /// Whether the animator has appeared and not been removed.
    package var hasAppeared: Bool {
        if case .seen = state { return true }
        return false
    }

    /// The trigger epoch last seen; `nil` before appearance or after removal.
    package var triggerEpoch: UInt32? {
        if case .seen(_, let epoch) = state { return epoch }
        return nil
    }

    // MARK: Events

    /// The animator is evaluated for the first time, at `time`.
    ///
    /// Without a trigger a run starts. With one, a run starts if the trigger's value already differs
    /// from its baseline (a change written before the first frame); otherwise the animator waits.
    /// Once appeared, a later appearance counts as ``frameReached(at:)``.
    ///
    /// - Parameters:
    ///   - time: The current time, in seconds.
    ///   - trigger: What the driver read of the trigger; `nil` for an animator without one.
    /// - Returns: ``Action/start`` (or ``Action/startAndFinish``) or ``Action/rest(elapsed:)``.
    package mutating func appeared(at time: Double, trigger: TriggerReading?) -> Action {
        guard case .unseen = state else { return frameReached(at: time) }
        state = .seen(.waiting, triggerEpoch: trigger?.epoch ?? 0)
        if let trigger, !trigger.differsFromBaseline { return .rest(elapsed: 0) }
        return startRun(at: time)
    }

    /// The trigger changed (its epoch is now `epoch`): a run starts at `time` from the beginning of
    /// the timeline, whether or not one was playing. Before appearance the change counts as an
    /// appearance with a trigger that differs from its baseline.
    ///
    /// - Parameters:
    ///   - epoch: The trigger's new change epoch.
    ///   - time: The current time, in seconds.
    /// - Returns: ``Action/start``, ``Action/startAndFinish`` for a timeline that lasts no time, or
    ///   ``Action/none`` after removal.
    package mutating func triggerChanged(epoch: UInt32, at time: Double) -> Action {
        switch state {
        case .removed:
            return .none
        case .unseen:
            return appeared(at: time, trigger: TriggerReading(epoch: epoch, differsFromBaseline: true))
        case .seen:
            state = .seen(.waiting, triggerEpoch: epoch)
            return startRun(at: time)
        }
    }

    /// A frame at `time` reached the animator with no trigger change.
    ///
    /// - Parameter time: The current time, in seconds; not earlier than the run's start.
    /// - Returns: What to present, and whether to keep reading the time; ``Action/rest(elapsed:)``
    ///   at 0 before appearance, ``Action/none`` after removal.
    package mutating func frameReached(at time: Double) -> Action {
        switch state {
        case .removed:
            return .none
        case .unseen:
            return .rest(elapsed: 0)
        case .seen(let run, let epoch):
            let (next, action) = advance(run, to: time)
            state = .seen(next, triggerEpoch: epoch)
            return action
        }
    }

    /// The animator was removed: the sequencer stops, and every later event is ``Action/none``.
    ///
    /// - Returns: ``Action/none``.
    package mutating func removed() -> Action {
        state = .removed
        return .none
    }

    /// The events an evaluation at `time` sees, sent in order: the appearance the first time, then
    /// a trigger change when `trigger`'s epoch differs from the one last seen, otherwise the frame.
    ///
    /// - Parameters:
    ///   - time: The current time, in seconds.
    ///   - trigger: What the driver read of the trigger; `nil` without one.
    /// - Returns: The action of the event sent.
    package mutating func observe(at time: Double, trigger: TriggerReading?) -> Action {
        switch state {
        case .removed:
            return .none
        case .unseen:
            return appeared(at: time, trigger: trigger)
        case .seen(_, let epoch):
            if let trigger, trigger.epoch != epoch { return triggerChanged(epoch: trigger.epoch, at: time) }
            return frameReached(at: time)
        }
    }

    /// What ``observe(at:trigger:)`` would return, without changing the sequencer: what an
    /// evaluation presents.
    ///
    /// - Parameters:
    ///   - time: The current time, in seconds.
    ///   - trigger: What the driver read of the trigger; `nil` without one.
    /// - Returns: The action ``observe(at:trigger:)`` would return.
    package func presentation(at time: Double, trigger: TriggerReading?) -> Action {
        var copy = self
        return copy.observe(at: time, trigger: trigger)
    }

    // MARK: Runs alone

    /// A run starts at `time`, from the beginning of the timeline, whether or not one was playing;
    /// the appearance and the trigger epoch are left as they are.
    ///
    /// - Parameter time: The current time, in seconds.
    /// - Returns: `.play(elapsed: 0)`, or `.finish(elapsed: 0)` for a timeline that lasts no time.
    package mutating func start(at time: Double) -> Action {
        let epoch = triggerEpoch ?? 0
        let action = startRun(at: time, epoch: epoch)
        switch action {
        case .start: return .play(elapsed: 0)
        case .startAndFinish: return .finish(elapsed: duration)
        default: return action
        }
    }

    /// The run's state at `time`: the frame without appearance or trigger. Before any run, the
    /// timeline rests at its start.
    ///
    /// - Parameter time: The current time, in seconds; not earlier than the run's start.
    /// - Returns: What to present, and whether to keep reading the time.
    package mutating func update(at time: Double) -> Action {
        if case .unseen = state { return .rest(elapsed: 0) }
        return frameReached(at: time)
    }

    // MARK: Transitions

    private mutating func startRun(at time: Double) -> Action {
        startRun(at: time, epoch: triggerEpoch ?? 0)
    }

    private mutating func startRun(at time: Double, epoch: UInt32) -> Action {
        guard duration > Self.tolerance else {
            state = .seen(.ended, triggerEpoch: epoch)
            return .startAndFinish
        }
        state = .seen(.playing(start: time), triggerEpoch: epoch)
        return .start
    }

    private func advance(_ run: Run, to time: Double) -> (Run, Action) {
        switch run {
        case .waiting:
            return (run, .rest(elapsed: 0))
        case .ended:
            return (run, .rest(elapsed: duration))
        case .playing(let start):
            let elapsed = max(time - start, 0)
            if elapsed < duration - Self.tolerance { return (run, .play(elapsed: elapsed)) }
            guard repeats else { return (.ended, .finish(elapsed: duration)) }
            let completedRuns = Int(((elapsed + Self.tolerance) / duration).rounded(.down))
            let nextStart = start + Double(completedRuns) * duration
            return (.playing(start: nextStart), .loop(elapsed: max(time - nextStart, 0), completedRuns: completedRuns))
        }
    }
}
