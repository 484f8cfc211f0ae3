import GraphCore

/// What a node of an `Animatable` value without animatable data (a `Shape` with no
/// `animatableData`) keeps: SwiftUI makes no animatable attribute for it, so it is a plain rule, and
/// a change that reaches it in a transaction with an animation jumps. This says so in the trace, as
/// an animatable node would. Not API.
final class _InanimateNode<Value: Equatable> {
    unowned let graph: AnimationGraph
    /// The scoped modifiers around the node when it was made.
    let scope: [_ScopeModifier]
    /// The node, once made.
    var id = NodeID(rawValue: 0)
    /// The value the node made last; `nil` before its first run, whose value is no change.
    var last: Value?

    init(graph: AnimationGraph, scope: [_ScopeModifier]) {
        self.graph = graph
        self.scope = scope
    }

    /// Called each time the node runs with the value it made: a change of value from a state write
    /// in a transaction with an animation is recorded as one the value cannot follow.
    func ran(_ value: Value) {
        defer { last = value }
        guard let last, last != value, let recorder = graph.recorder else { return }
        guard graph.dependencyGraph.pendingCause(of: id) != .none else { return }
        let (transaction, _) = graph.resolveTransaction(for: id, scope: scope)
        guard let animation = transaction.animation else { return }
        recorder.record(.noAnimatableData(id.rawValue, animation: animation))
    }
}
