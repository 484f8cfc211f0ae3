/// Everything a phase animator knows, as one state machine: events in, one action out per event.
///
/// The sequencer holds the animator's whole state: whether it has appeared, the trigger epoch it
/// last saw, the step in flight or postponed, and how many phases the current frame has entered.
/// It knows nothing of graphs, transactions or time; frames are numbers it is told.
///
/// | State | Event | Action | Next state |
/// |---|---|---|---|
/// | unseen | ``appeared(frame:trigger:)``, cycling, phases not all equal | ``Action/enter(_:)`` step 1 | stepping |
/// | unseen | ``appeared(frame:trigger:)``, trigger differs from its baseline | ``Action/enter(_:)`` step 1 | stepping |
/// | unseen | ``appeared(frame:trigger:)``, otherwise | ``Action/none`` | resting |
/// | resting | ``passEnded(frame:triggerEpoch:)``, new epoch | ``Action/enter(_:)`` the second phase | stepping |
/// | stepping or postponed | ``passEnded(frame:triggerEpoch:)``, new epoch | ``Action/enter(_:)`` the first phase, a new run's start | stepping (the step in flight is abandoned) |
/// | postponed | ``passEnded(frame:triggerEpoch:)`` in a later frame | ``Action/enter(_:)`` the postponed step | stepping |
/// | stepping | ``stepCompleted(_:frame:)`` of the step in flight | ``Action/enter(_:)`` the next phase, or ``Action/none`` at the end of a triggered run | stepping, or resting |
/// | any | an ``Action/enter(_:)`` past the frame's budget | ``Action/wait(untilFrame:)`` | postponed |
/// | any | ``removed()`` | ``Action/none`` | removed: every later event is ``Action/none`` |
///
///     var sequencer = PhaseSequencer(phases: [0.0, 1, 0.4, 0], cycles: false)
///     let level = TriggerReading(epoch: 3, differsFromBaseline: false)
///     sequencer.appeared(frame: 0, trigger: level)        // .none: a triggered animator rests
///     sequencer.passEnded(frame: 6, triggerEpoch: 8)      // .enter(step 1: 0 → 1)
///     sequencer.stepCompleted(1, frame: 30)               // .enter(step 2: 1 → 0.4)
///
/// A run enters the phases after the current one in order and ends by entering the first phase
/// again. A step whose phase equals the one before it does not wait (``Step/waits`` is `false`):
/// nothing can animate, so the driver reports it completed at once (SwiftUI does not document this
/// case).
///
/// A trigger change in the middle of a run starts a new run from the beginning, as SwiftUI's
/// `PhaseAnimator` does: the next step enters the first phase, from wherever the current step was,
/// and the run then goes through every other phase and back to the first. So with phases
/// `[0, 1, 0]` a second trigger while the first run is at phase 1 animates back to 0 and up to 1
/// again: the change shows, as each trigger change's run does from rest. The step in flight is
/// abandoned, and its completion, when it comes, is ignored.
///
/// At most one whole cycle (as many steps as there are phases) is entered per frame: when steps
/// take no time, the next one is postponed to the following frame rather than looping within this
/// one, and ``dueFrame`` names that frame so the clock does not skip it.
///
/// The frame-less events ``appeared()``, ``triggerChanged()`` and ``stepCompleted(_:)`` give the
/// order of the steps alone: no trigger epoch and no budget per frame. The driver sends the others.
package struct PhaseSequencer<Phase: Equatable> {
    /// One step of a run: the phase to enter and the phase it leaves.
    package struct Step: Equatable {
        /// Numbers the steps from 1; a completion names the step it belongs to.
        package let id: Int
        /// The index of the phase entered.
        package let index: Int
        /// The phase left: the target of the step before.
        package let from: Phase
        /// The phase entered: the new target.
        package let to: Phase

        /// Whether the driver waits for the step's animation: `false` when the phase entered equals
        /// the phase left, which nothing can animate.
        package var waits: Bool { from != to }
    }

    /// What the driver does in response to an event.
    package enum Action: Equatable {
        /// Nothing changes.
        case none
        /// Enter the step's phase: record it, write it in a transaction carrying the animation for
        /// it, and send ``stepCompleted(_:frame:)`` with the step's `id` when that animation is
        /// logically complete (at once, writing nothing, when the step does not ``Step/waits``).
        case enter(Step)
        /// Nothing now: this frame has entered a whole cycle, and the next step is postponed to
        /// `frame`, where ``passEnded(frame:triggerEpoch:)`` enters it. The clock must not skip
        /// that frame (``dueFrame``).
        case wait(untilFrame: Int)
    }

    /// Where a run stands once the animator has appeared.
    fileprivate enum Run: Equatable {
        /// At rest on the first phase (a triggered animator waits for its trigger to change; a
        /// cycling one whose phases are all equal stays).
        case resting
        /// The step with identifier `step` entered phase `index`; waiting for its completion.
        case stepping(index: Int, step: Int)
        /// The step was made in frame `frame`, past the budget of that frame: it is entered in a
        /// later one.
        case postponed(Step, frame: Int)
    }

    /// The whole state: a trigger epoch and a run exist only once the animator has appeared.
    fileprivate enum State: Equatable {
        /// Not shown yet.
        case unseen
        /// Appeared; `triggerEpoch` is the trigger's epoch last seen (0 without trigger).
        case seen(Run, triggerEpoch: UInt32)
        /// Removed from the graph.
        case removed
    }

    /// The phases entered in one frame.
    private struct Budget: Equatable {
        var frame = Int.min
        var entered = 0
    }

    /// The phases, in order; never empty.
    package let phases: [Phase]
    /// Whether the phases cycle for ever (no trigger) or run once per trigger change.
    package let cycles: Bool
    private var state = State.unseen
    private var current = 0
    private var lastStepID = 0
    /// The step that enters the first phase to start a new run (after a trigger change mid-run):
    /// its completion goes on to the second phase rather than ending the run.
    private var restartStepID: Int?
    private var budget = Budget()

    /// Creates a sequencer for an animator not yet shown, on the first phase.
    ///
    /// - Parameters:
    ///   - phases: The phases; at least one.
    ///   - cycles: `true` to cycle for ever from appearance (an animator with no trigger); `false`
    ///     to run once through the phases at each trigger change.
    /// - Precondition: `phases` is not empty.
    package init(phases: [Phase], cycles: Bool) {
        precondition(!phases.isEmpty, "PhaseSequencer needs at least one phase.")
        self.phases = phases
        self.cycles = cycles
    }

    /// The index of the current target phase.
    package var currentIndex: Int { current }

    /// The current target phase.
    package var currentPhase: Phase { phases[current] }

    /// Whether a step is in flight or postponed.
    package var isRunning: Bool {
        switch run {
        case .resting: false
        case .stepping, .postponed: true
        }
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

    /// The frame where a postponed step is entered, if one is: the clock must run it.
    package var dueFrame: Int? {
        if case .seen(.postponed(_, let frame), _) = state { return frame + 1 }
        return nil
    }

    /// The run, as the frame-less events see it: resting before appearance and after removal.
    private var run: Run {
        if case .seen(let run, _) = state { return run }
        return .resting
    }

    private var epochSeen: UInt32 { triggerEpoch ?? 0 }

    // MARK: Events

    /// The animator appeared, in `frame`: a cycling one starts its first step, unless all its phases
    /// are equal (then nothing could ever change); a triggered one starts a run if its trigger
    /// already differs from its baseline (a change written before the first frame), and otherwise
    /// waits for it to change. Once appeared, a later appearance does nothing.
    ///
    /// - Parameters:
    ///   - frame: The current frame.
    ///   - trigger: What the driver read of the trigger; `nil` for a cycling animator.
    /// - Returns: The first step, or ``Action/none``.
    package mutating func appeared(frame: Int, trigger: TriggerReading?) -> Action {
        guard case .unseen = state else { return .none }
        state = .seen(.resting, triggerEpoch: trigger?.epoch ?? 0)
        if cycles {
            guard phases.contains(where: { $0 != phases[0] }) else { return .none }
            return enter(index: next(after: current), frame: frame)
        }
        guard let trigger, trigger.differsFromBaseline else { return .none }
        return enter(index: next(after: 0), frame: frame)
    }

    /// A pass over the graph ended in `frame`, and the trigger's epoch is `triggerEpoch`: a new
    /// epoch starts a run (or restarts the one in flight, dropping a postponed step); otherwise a
    /// step postponed from an earlier frame is entered.
    ///
    /// - Parameters:
    ///   - frame: The current frame.
    ///   - triggerEpoch: The trigger's change epoch; `nil` for a cycling animator.
    /// - Returns: The step to enter, a ``Action/wait(untilFrame:)``, or ``Action/none``.
    package mutating func passEnded(frame: Int, triggerEpoch: UInt32?) -> Action {
        guard case .seen(let run, let epoch) = state else { return .none }
        if let triggerEpoch, triggerEpoch != epoch, !cycles {
            state = .seen(run, triggerEpoch: triggerEpoch)
            return start(frame: frame)
        }
        guard case .postponed(let step, let postponedIn) = run, postponedIn != frame else { return .none }
        return enter(step, frame: frame)
    }

    /// The animation of step `id` completed logically, in `frame`: enter the next phase, or come to
    /// rest when the step returned a triggered run to the first phase. A completion of a step
    /// abandoned by a restart, of an unknown step, or after removal is ignored.
    ///
    /// - Parameters:
    ///   - id: The ``Step/id`` of the step that completed.
    ///   - frame: The current frame.
    /// - Returns: The next step, a ``Action/wait(untilFrame:)``, or ``Action/none``.
    package mutating func stepCompleted(_ id: Int, frame: Int) -> Action {
        guard case .seen = state else { return .none }
        return complete(id, frame: frame)
    }

    /// The animator was removed: the sequencer stops, and every later event is ``Action/none``.
    ///
    /// - Returns: ``Action/none``.
    package mutating func removed() -> Action {
        state = .removed
        return .none
    }

    // MARK: Steps alone

    /// The animator appeared, as far as the order of steps goes: a cycling one starts its first
    /// step unless all its phases are equal; a triggered one waits.
    ///
    /// - Returns: The first step, or ``Action/none``.
    package mutating func appeared() -> Action {
        if case .removed = state { return .none }
        if case .unseen = state { state = .seen(.resting, triggerEpoch: 0) }
        guard cycles, phases.contains(where: { $0 != phases[0] }) else { return .none }
        return enter(index: next(after: current), frame: nil)
    }

    /// The trigger changed, as far as the order of steps goes: at rest a run starts by entering the
    /// phase after the first; while a run is in flight a new one starts by entering the first
    /// phase. Ignored by a cycling sequencer.
    ///
    /// - Returns: The step to enter, or ``Action/none``.
    package mutating func triggerChanged() -> Action {
        guard !cycles else { return .none }
        if case .removed = state { return .none }
        if case .unseen = state { state = .seen(.resting, triggerEpoch: 0) }
        return start(frame: nil)
    }

    /// The animation of step `id` completed logically, as far as the order of steps goes.
    ///
    /// - Parameter id: The ``Step/id`` of the step that completed.
    /// - Returns: The next step, or ``Action/none``.
    package mutating func stepCompleted(_ id: Int) -> Action {
        complete(id, frame: nil)
    }

    // MARK: Transitions

    private func next(after index: Int) -> Int { (index + 1) % phases.count }

    /// Starts a triggered run: from rest (or while the phase shown equals the first), by entering
    /// the second phase; with a run in flight elsewhere, by entering the first phase, whose
    /// completion goes on to the second.
    private mutating func start(frame: Int?) -> Action {
        var isResting = phases[current] == phases[0]
        if case .resting = run { isResting = true }
        if isResting {
            restartStepID = nil
            return enter(index: next(after: 0), frame: frame)
        }
        restartStepID = lastStepID + 1
        return enter(index: 0, frame: frame)
    }

    private mutating func complete(_ id: Int, frame: Int?) -> Action {
        guard case .stepping(let index, let step) = run, step == id else { return .none }
        if !cycles && index == 0 && id != restartStepID {
            state = .seen(.resting, triggerEpoch: epochSeen)
            return .none
        }
        return enter(index: next(after: index), frame: frame)
    }

    /// Makes the step to phase `index` and enters it, within the frame's budget.
    private mutating func enter(index: Int, frame: Int?) -> Action {
        lastStepID += 1
        return enter(Step(id: lastStepID, index: index, from: phases[current], to: phases[index]), frame: frame)
    }

    /// Enters `step`, or postpones it when `frame` has entered a whole cycle already; `frame` is
    /// `nil` for the frame-less events, which have no budget. The current phase changes only when
    /// a step is entered: a restart while a step is postponed leaves the phase really shown.
    private mutating func enter(_ step: Step, frame: Int?) -> Action {
        if let frame {
            if budget.frame != frame { budget = Budget(frame: frame, entered: 0) }
            guard budget.entered < phases.count else {
                state = .seen(.postponed(step, frame: frame), triggerEpoch: epochSeen)
                return .wait(untilFrame: frame + 1)
            }
            budget.entered += 1
        }
        current = step.index
        state = .seen(.stepping(index: step.index, step: step.id), triggerEpoch: epochSeen)
        return .enter(step)
    }
}

extension PhaseSequencer: Sendable where Phase: Sendable {}
extension PhaseSequencer.Step: Sendable where Phase: Sendable {}
extension PhaseSequencer.Action: Sendable where Phase: Sendable {}
extension PhaseSequencer.Run: Sendable where Phase: Sendable {}
extension PhaseSequencer.State: Sendable where Phase: Sendable {}
