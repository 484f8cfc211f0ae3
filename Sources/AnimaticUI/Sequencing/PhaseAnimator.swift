/// A view that steps its content through a sequence of phases, as SwiftUI's `PhaseAnimator`.
///
/// The content closure receives the **target** phase and runs again at each new phase; what
/// animates is whatever it derives from the phase, carried by a transaction whose animation the
/// `animation` closure returns for the phase being entered (`.default` unless given; `nil` for
/// none). Each step waits until the animations it started are logically complete.
///
///     PhaseAnimator([0, 1, 0.4, 0] as [CGFloat], trigger: level) { slosh in
///         Wave(level: level, amplitude: 4 + 12 * slosh, phase: 0)
///     } animation: { _ in
///         .spring(duration: 0.4)
///     }
///
/// Without a trigger the phases cycle for ever from the view's appearance. With one, each change
/// of the trigger runs through every phase once and back to the first; a change in the middle of
/// a run starts the run again, from wherever the animations below have got to.
///
/// In the graph, the view is the engine's phase animator (named `PhaseAnimator`, with its phase
/// `PhaseAnimator.phase` and trigger `PhaseAnimator.trigger`), and a rule `PhaseAnimator.content`
/// that calls the content closure with its phase. The phases are read once, when the view
/// appears; the `animation` closure and the trigger are read from the latest value of the view.
public struct PhaseAnimator<Phase: Equatable, Content: View>: _PrimitiveView, CustomStringConvertible {
    let phases: [Phase]
    let trigger: _TriggerValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` for ever, from the view's appearance.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order; at least one.
    ///   - content: The view for a phase.
    ///   - animation: The animation into a phase; `.default` unless given, `nil` for none.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
        Self.check(self.phases)
    }

    /// Runs through `phases` once, and back to the first, each time `trigger` changes.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order; at least one. The view rests on the first.
    ///   - trigger: A value whose every change starts a run.
    ///   - content: The view for a phase.
    ///   - animation: The animation into a phase; `.default` unless given, `nil` for none.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = _TriggerValue(trigger)
        self.content = content
        self.animation = animation
        Self.check(self.phases)
    }

    private static func check(_ phases: [Phase]) {
        precondition(
            !phases.isEmpty,
            "PhaseAnimator<\(_typeName(Phase.self))>: the phases are empty. Pass at least the phase the view rests "
                + "on, such as [0, 1, 0].")
    }

    /// `PhaseAnimator([…], trigger: …)`.
    public var description: String {
        let list = phases.map { TraceValue($0).description }.joined(separator: ", ")
        return "PhaseAnimator([\(list)]" + (trigger.map { ", trigger: \($0))" } ?? ")")
    }

    /// Builds the phase animator and its content rule. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let graph = inputs.animationGraph
        let name = inputs.nodeName("PhaseAnimator")
        let sample = view.peek()
        let animation = { (phase: Phase) in view.peek().animation(phase) }
        let node =
            if sample.trigger != nil {
                graph.phaseAnimator(
                    name: name, phases: sample.phases, trigger: { view.read().trigger }, animation: animation)
            } else {
                graph.phaseAnimator(name: name, phases: sample.phases, animation: animation)
            }
        inputs.subtree.add(node.id)
        let dependencies = graph.dependencyGraph
        let first = sample.phases[0]
        let input = _GraphValue(
            read: { _SequencerContentInput(view: view.read(), value: node.value) },
            peek: { [unowned dependencies] in
                _SequencerContentInput(
                    view: view.peek(), value: dependencies.currentValue(of: node.id) as? Phase ?? first)
            })
        return _CompositeView<_SequencerContentInput<Self, Phase>>.makeBody(
            input, name: name, inputs, shortName: "PhaseAnimator", bodySuffix: "content"
        ) { $0.view.content($0.value) }
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["PhaseAnimator", default: 0] += 1
    }
}

extension View {
    /// Steps the view through `phases` for ever, as SwiftUI's `phaseAnimator(_:content:animation:)`:
    /// `content` receives the view (as a placeholder) and the target phase.
    ///
    ///     Image(systemName: "heart")
    ///         .phaseAnimator([1.0, 1.2]) { content, scale in content.scaleEffect(scale) }
    ///
    /// - Parameters:
    ///   - phases: The phases, in order; at least one.
    ///   - content: The view for a phase, made from the placeholder of this one.
    ///   - animation: The animation into a phase; `.default` unless given, `nil` for none.
    /// - Returns: The view, stepped by a ``PhaseAnimator``.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> ModifiedContent<Self, _PlaceholderHost<PhaseAnimator<Phase, Modified>>> {
        let animator = PhaseAnimator(phases, content: { content(PlaceholderContentView(), $0) }, animation: animation)
        return modifier(_PlaceholderHost(hosted: animator, scope: nil))
    }

    /// Steps the view through `phases` once each time `trigger` changes, as SwiftUI's
    /// `phaseAnimator(_:trigger:content:animation:)`.
    ///
    /// - Parameters:
    ///   - phases: The phases, in order; at least one. The view rests on the first.
    ///   - trigger: A value whose every change starts a run.
    ///   - content: The view for a phase, made from the placeholder of this one.
    ///   - animation: The animation into a phase; `.default` unless given, `nil` for none.
    /// - Returns: The view, stepped by a ``PhaseAnimator``.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> ModifiedContent<Self, _PlaceholderHost<PhaseAnimator<Phase, Modified>>> {
        let animator = PhaseAnimator(
            phases, trigger: trigger, content: { content(PlaceholderContentView(), $0) }, animation: animation)
        return modifier(_PlaceholderHost(hosted: animator, scope: nil))
    }
}
