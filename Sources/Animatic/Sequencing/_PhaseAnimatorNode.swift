import GraphCore

/// The driver of a phase animator: performs what its ``PhaseSequencer`` asks, on the graph.
///
/// The current target phase lives in an internal state node; the public node is a rule reading it.
/// To enter a phase the driver writes that state node between passes, inside a transaction carrying
/// `animation(phase)` with a `.logicallyComplete` completion, so the engine's transactions carry the
/// animation to the animatable nodes below, and the completion reports the step done. After every
/// pass (a post-pass handler of the graph) it looks at the trigger.
final class _PhaseAnimatorNode<Phase: Equatable> {
    unowned(unsafe) let graph: AnimationGraph
    var sequencer: PhaseSequencer<Phase>
    let input: Input<Phase>
    let animation: (Phase) -> Animation?
    /// The rule computing the trigger; `nil` for an animator that cycles.
    let trigger: NodeID?
    /// Whether the trigger's value now differs from its value when the animator was created.
    let triggerDiffersFromBaseline: () -> Bool
    var id = NodeID(rawValue: 0)
    private var name: String { graph.dependencyGraph.name(of: id) }
    private var hasAppeared = false
    private var triggerEpoch: UInt32 = 0
    /// The frame of the latest phase entered, and how many were entered in it.
    private var enteredFrame = -1
    private var enteredInFrame = 0
    /// A step postponed to the next frame: a whole cycle was entered in this one.
    private var deferred: (step: PhaseSequencer<Phase>.Step, frame: Int)?

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

    /// Runs after every pass: the first time, the animator appears; then each change of the trigger
    /// starts a run. The trigger's value when the animator was created is the baseline: a change
    /// written before the first pass starts a run in it. Returns whether it wrote state.
    func afterPass() -> Bool {
        let dependencyGraph = graph.dependencyGraph
        guard dependencyGraph.state(of: id) != .removed else { return false }
        var wrote = false
        if !hasAppeared {
            hasAppeared = true
            if let trigger {
                dependencyGraph.pull(trigger)
                triggerEpoch = dependencyGraph.changeEpoch(of: trigger)
            }
            wrote = perform(sequencer.appeared())
            if trigger != nil && triggerDiffersFromBaseline() {
                wrote = perform(sequencer.triggerChanged()) || wrote
            }
        } else if let trigger {
            dependencyGraph.pull(trigger)
            let epoch = dependencyGraph.changeEpoch(of: trigger)
            if epoch != triggerEpoch {
                triggerEpoch = epoch
                deferred = nil
                wrote = perform(sequencer.triggerChanged())
            }
        }
        if let deferred, deferred.frame != graph.frame {
            self.deferred = nil
            wrote = enter(deferred.step) || wrote
        }
        return wrote
    }

    /// The frame where the step postponed to a later frame is entered, if one is.
    var dueFrame: Int? { deferred.map { $0.frame + 1 } }

    /// The animation of step `id` completed logically.
    func stepCompleted(_ id: Int) {
        guard graph.dependencyGraph.state(of: self.id) != .removed else { return }
        _ = perform(sequencer.stepCompleted(id))
    }

    /// Performs an action; returns whether it wrote state.
    private func perform(_ action: PhaseSequencer<Phase>.Action) -> Bool {
        switch action {
        case .none:
            return false
        case .enter(let step):
            return enter(step)
        }
    }

    /// Enters a step's phase; a step that does not wait completes at once. At most one whole cycle of
    /// phases is entered per frame: when steps take no time (nil animations, or nothing below
    /// animates), the next one waits for the next frame instead of looping within this one.
    private func enter(_ step: PhaseSequencer<Phase>.Step) -> Bool {
        var step = step
        var wrote = false
        while true {
            if enteredFrame != graph.frame {
                enteredFrame = graph.frame
                enteredInFrame = 0
            }
            if enteredInFrame >= sequencer.phases.count {
                deferred = (step, graph.frame)
                return wrote
            }
            enteredInFrame += 1
            let animation = animation(step.to)
            graph.recorder?.record(
                .phaseEntered(
                    graph.traceNode(id), from: TraceValue(step.from), to: TraceValue(step.to),
                    animation: animation?.description))
            guard step.waits else {
                guard case .enter(let next) = sequencer.stepCompleted(step.id) else { return wrote }
                step = next
                continue
            }
            var transaction = Transaction(animation: animation)
            let stepID = step.id
            transaction.addAnimationCompletion(criteria: .logicallyComplete) {
                self.stepCompleted(stepID)
            }
            let label = "\(name) phase \(TraceValue(step.to).formatted()), \(animation?.description ?? "no animation")"
            graph.completionOwner = id
            defer { graph.completionOwner = nil }
            graph.withTransaction(transaction, label: label) { graph.write(step.to, to: input) }
            wrote = true
            return wrote
        }
    }
}
