extension AnimationGraph {
    /// Creates a phase animator that runs through `phases` once each time `trigger` changes, as
    /// SwiftUI's `PhaseAnimator(_:trigger:content:animation:)`.
    ///
    /// The node's value is the current **target** phase: it changes at once, and each change reaches
    /// the nodes that read it in a transaction carrying `animation(phase)` for the phase entered, so
    /// the animatable nodes below animate towards what they derive from it.
    ///
    ///     let level = graph.state(0.35, name: "level")
    ///     let slosh = graph.phaseAnimator(name: "slosh", phases: [0.0, 1, 0.4, 0], trigger: { level.value }) { _ in
    ///         .spring(duration: 0.4)
    ///     }
    ///     let wave = graph.animatable(name: "Wave") { Wave(amplitude: 4 + 12 * slosh.value) }
    ///
    /// ## Steps
    ///
    /// At rest the node shows the first phase. When `trigger`'s value changes, a run enters each
    /// following phase in turn and ends by entering the first phase again. Each step waits until
    /// the animations its transaction started are logically complete (the engine's
    /// `.logicallyComplete` completion), then the next phase is entered in the same frame (a new
    /// tick at the same time). Special steps:
    ///
    /// - A phase equal to the one before it animates nothing and passes at once (SwiftUI does
    ///   not document this case; nothing could animate); the trace still shows it entered.
    /// - When `animation` returns `nil`, the phase is entered without animation and the next step
    ///   follows at the end of the same frame, as a transaction that animates nothing completes.
    /// - A step whose change reaches no animatable node completes the same way.
    /// - At most one whole cycle of phases is entered per frame: steps that take no time continue
    ///   in the next frame rather than looping within one.
    ///
    /// ## A trigger change in the middle of a run
    ///
    /// It restarts the run: the node enters the second phase again at once, from wherever the
    /// animations below are (springs merge and keep their velocity, so nothing jumps), and runs
    /// through the phases from there. The step that was running is abandoned: its completion is
    /// ignored, and its animation carries on only as far as the new transaction's animations merge
    /// or combine with it. SwiftUI's `PhaseAnimator` restarts the same way on a new trigger value
    /// (inferred: no source states it outright; what is certain is that it does not queue runs).
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`. The internal state node
    ///     holding the phase is named `name.phase`, the trigger's rule `name.trigger`.
    ///   - phases: The phases, in order; at least one. An empty list is an error.
    ///   - trigger: Read like a rule; each change of its value starts a run. Its value when the
    ///     animator is created is the baseline, so a change written before the first frame runs
    ///     the phases too.
    ///   - animation: The animation for the phase being entered; `.default` if omitted, `nil` for
    ///     none.
    /// - Returns: The node; its value is the current target phase.
    public func phaseAnimator<Phase: Equatable, Trigger: Equatable>(
        name: String? = nil, phases: [Phase], trigger: @escaping () -> Trigger,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> Node<Phase> {
        checkPhases(phases, name: name)
        let baseline = dependencyGraph.withoutDependencies { trigger() }
        let triggerRule = dependencyGraph.rule(name: name.map { "\($0).trigger" }, trigger)
        roles[triggerRule.id] = .sequencerInternal
        return makePhaseAnimator(
            name: name, phases: phases, cycles: false, trigger: triggerRule.id,
            triggerDiffersFromBaseline: { triggerRule.value != baseline }, animation)
    }

    /// Creates a phase animator that cycles through `phases` for ever, as SwiftUI's
    /// `PhaseAnimator(_:content:animation:)`.
    ///
    /// From the first frame that sees it, the node enters each phase after the first in turn, then
    /// the first again, and so on, each step waiting for its animation to complete logically; see
    /// ``phaseAnimator(name:phases:trigger:animation:)`` for how steps work. While it cycles, the
    /// animatable nodes below keep depending on time. If all the phases are equal nothing ever
    /// changes, and the node rests.
    ///
    ///     let pulse = graph.phaseAnimator(name: "pulse", phases: [1.0, 1.2]) { _ in .easeInOut(duration: 0.5) }
    ///     let dot = graph.animatable(name: "Dot") { Dot(scale: pulse.value) }
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - phases: The phases, in order; at least one. An empty list is an error.
    ///   - animation: The animation for the phase being entered; `.default` if omitted, `nil` for
    ///     none.
    /// - Returns: The node; its value is the current target phase.
    public func phaseAnimator<Phase: Equatable>(
        name: String? = nil, phases: [Phase], animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> Node<Phase> {
        checkPhases(phases, name: name)
        return makePhaseAnimator(
            name: name, phases: phases, cycles: true, trigger: nil, triggerDiffersFromBaseline: { false }, animation)
    }

    private func checkPhases<Phase>(_ phases: [Phase], name: String?) {
        precondition(
            !phases.isEmpty,
            "phaseAnimator(name: \(name.map { "\"\($0)\"" } ?? "nil"), phases: []): a phase animator needs at least "
                + "one phase to show. Pass the phases it steps through, such as [0, 1, 0], starting with the one "
                + "it rests on.")
    }

    private func makePhaseAnimator<Phase: Equatable>(
        name: String?, phases: [Phase], cycles: Bool, trigger: NodeID?,
        triggerDiffersFromBaseline: @escaping () -> Bool, _ animation: @escaping (Phase) -> Animation?
    ) -> Node<Phase> {
        let input = dependencyGraph.input(phases[0], name: name.map { "\($0).phase" })
        let node = _PhaseAnimatorNode(
            graph: self, sequencer: PhaseSequencer(phases: phases, cycles: cycles), input: input, trigger: trigger,
            triggerDiffersFromBaseline: triggerDiffersFromBaseline, animation: animation)
        let rule = dependencyGraph.rule(name: name) { input.value }
        node.id = rule.id
        roles[input.id] = .sequencerInternal
        roles[rule.id] = .phaseAnimator
        if let trigger { addSequencerTrigger(trigger, drives: input.id) }
        sequencers.append(node)
        ownedNodes[rule.id] = [input.id] + (trigger.map { [$0] } ?? [])
        return Node(rule: rule)
    }
}
