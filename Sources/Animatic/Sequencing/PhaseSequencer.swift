/// The sequencing logic of a phase animator, as a pure state machine: events in, actions out.
///
/// The sequencer knows nothing of graphs, transactions or time. Its driver (the engine's phase
/// animator node) sends it events — the animator appeared, its trigger changed, a step's animation
/// completed logically — and performs the ``Action`` each one returns: enter a phase, or nothing.
///
///     var sequencer = PhaseSequencer(phases: [0.0, 1, 0.4, 0], cycles: false)
///     sequencer.appeared()                  // .none: a triggered animator rests at the first phase
///     sequencer.triggerChanged()            // .enter(step 1: 0 → 1)
///     sequencer.stepCompleted(1)            // .enter(step 2: 1 → 0.4)
///
/// A run enters the phases after the current one in order and ends by entering the first phase
/// again. A step whose phase equals the one before it does not wait (``Step/waits`` is `false`):
/// nothing can animate, so the driver reports it completed at once (SwiftUI does not document this case).
///
/// A trigger change in the middle of a run restarts it: the next step enters the second phase
/// again, from wherever the current step was; the step in flight is abandoned, and its completion,
/// when it comes, is ignored.
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
        /// Enter the step's phase in a transaction carrying the animation for it, and send
        /// ``stepCompleted(_:)`` with the step's `id` when that animation is logically complete (at
        /// once when the step does not ``Step/waits``).
        case enter(Step)
    }

    private enum State: Equatable {
        /// At rest on the first phase (or, before ``appeared()``, not yet shown): a triggered
        /// animator waits for its trigger to change; a cycling one whose phases are all equal stays.
        case resting
        /// The step with identifier `step` entered phase `index`; waiting for its completion.
        case stepping(index: Int, step: Int)
    }

    /// The phases, in order; never empty.
    package let phases: [Phase]
    /// Whether the phases cycle for ever (no trigger) or run once per trigger change.
    package let cycles: Bool
    private var state = State.resting
    private var current = 0
    private var lastStepID = 0

    /// Creates a sequencer at rest on the first phase.
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

    /// Whether a step is in flight.
    package var isRunning: Bool { state != .resting }

    /// The animator appeared: a cycling one starts its first step, unless all its phases are equal
    /// (then nothing could ever change); a triggered one waits for its trigger.
    package mutating func appeared() -> Action {
        guard cycles, phases.contains(where: { $0 != phases[0] }) else { return .none }
        return enter(index: next(after: current))
    }

    /// The trigger changed: a run starts, or restarts if one is in flight, by entering the phase
    /// after the first. Ignored by a cycling sequencer.
    package mutating func triggerChanged() -> Action {
        guard !cycles else { return .none }
        return enter(index: next(after: 0))
    }

    /// The animation of step `id` completed logically: enter the next phase, or come to rest when
    /// the step returned a triggered run to the first phase. A completion of a step abandoned by a
    /// restart is ignored.
    ///
    /// - Parameter id: The ``Step/id`` of the step that completed.
    package mutating func stepCompleted(_ id: Int) -> Action {
        guard case .stepping(let index, let step) = state, step == id else { return .none }
        if !cycles && index == 0 {
            state = .resting
            return .none
        }
        return enter(index: next(after: index))
    }

    private func next(after index: Int) -> Int { (index + 1) % phases.count }

    private mutating func enter(index: Int) -> Action {
        lastStepID += 1
        let step = Step(id: lastStepID, index: index, from: phases[current], to: phases[index])
        current = index
        state = .stepping(index: index, step: lastStepID)
        return .enter(step)
    }
}

extension PhaseSequencer: Sendable where Phase: Sendable {}
extension PhaseSequencer.Step: Sendable where Phase: Sendable {}
extension PhaseSequencer.Action: Sendable where Phase: Sendable {}
