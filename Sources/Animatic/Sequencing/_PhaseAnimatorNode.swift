import GraphCore

/// The driver of a phase animator: sends its ``PhaseSequencer`` the graph's events and carries out
/// the action each returns.
///
/// The current target phase lives in an internal state node; the public node is a rule reading it.
/// To enter a phase the driver writes that state node between passes, inside a transaction carrying
/// `animation(phase)` with a `.logicallyComplete` completion, so the engine's transactions carry the
/// animation to the animatable nodes below, and the completion reports the step done. After every
/// pass (``passEnded()``) it reads the trigger and tells the sequencer.
final class _PhaseAnimatorNode<Phase: Equatable>: _SequencerDriver {
    unowned(unsafe) let graph: AnimationGraph
    private(set) var sequencer: PhaseSequencer<Phase>
    let input: Input<Phase>
    let animation: (Phase) -> Animation?
    /// The rule computing the trigger; `nil` for an animator that cycles.
    let trigger: NodeID?
    /// Whether the trigger's value now differs from its value when the animator was created.
    let triggerDiffersFromBaseline: () -> Bool
    var id = NodeID(rawValue: 0)
    private var name: String { graph.dependencyGraph.name(of: id) }

    init(
        graph: AnimationGraph, sequencer: PhaseSequencer<Phase>, input: Input<Phase>, trigger: NodeID?,
        triggerDiffersFromBaseline: @escaping () -> Bool, animation: @escaping (Phase) -> Animation?
    ) {
        self.triggerDiffersFromBaseline = triggerDiffersFromBaseline
        self.graph = graph
        self.sequencer = sequencer
        self.input = input
        self.trigger = trigger
        self.animation = animation
    }

    /// The first pass shows the animator; each later one reports the trigger's epoch. The
    /// trigger's value when the animator was created is the baseline: a change written before the
    /// first pass starts a run in it.
    func passEnded() -> Bool {
        let frame = graph.frame
        guard sequencer.hasAppeared else {
            let reading = trigger.map {
                TriggerReading(epoch: epoch(of: $0), differsFromBaseline: triggerDiffersFromBaseline())
            }
            return perform(sequencer.appeared(frame: frame, trigger: reading))
        }
        return perform(sequencer.passEnded(frame: frame, triggerEpoch: trigger.map(epoch(of:))))
    }

    var dueFrame: Int? { sequencer.dueFrame }

    func removed() { _ = sequencer.removed() }

    /// The trigger rule's change epoch, brought up to date.
    private func epoch(of trigger: NodeID) -> UInt32 {
        graph.dependencyGraph.pull(trigger)
        return graph.dependencyGraph.changeEpoch(of: trigger)
    }

    /// The animation of step `id` completed logically.
    private func stepCompleted(_ id: Int) {
        _ = perform(sequencer.stepCompleted(id, frame: graph.frame))
    }

    /// Carries out an action; returns whether it wrote state. A step that does not wait is entered
    /// without a write and reported complete at once, which may enter the next.
    private func perform(_ action: PhaseSequencer<Phase>.Action) -> Bool {
        var action = action
        while case .enter(let step) = action {
            let animation = animation(step.to)
            graph.recorder?.record(
                .phaseEntered(id.rawValue, from: TraceValue(step.from), to: TraceValue(step.to), animation: animation))
            guard step.waits else {
                action = sequencer.stepCompleted(step.id, frame: graph.frame)
                continue
            }
            write(step, animation: animation)
            return true
        }
        // `.wait` has nothing to carry out now: the graph reads `dueFrame` before skipping frames.
        return false
    }

    /// Writes the step's phase in a transaction whose completion reports the step done.
    private func write(_ step: PhaseSequencer<Phase>.Step, animation: Animation?) {
        var transaction = Transaction(animation: animation)
        let stepID = step.id
        transaction.addAnimationCompletion(criteria: .logicallyComplete) {
            self.stepCompleted(stepID)
        }
        let label = "\(name) phase \(TraceValue(step.to).formatted()), \(animation?.description ?? "no animation")"
        graph.completionOwner = id
        defer { graph.completionOwner = nil }
        graph.withTransaction(transaction, label: label) { graph.write(step.to, to: input) }
    }
}
