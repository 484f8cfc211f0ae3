import Observation

/// What tells a body that a model it read changed: a state node the body reads, which an
/// `@Observable` property's change or an `ObservableObject`'s `objectWillChange` bumps through the
/// host's flush, with the transaction in force where the model was changed. Not API.
///
/// The node is `<View>.observation`; the trace shows each change as a write to it, in its
/// transaction, followed by the body that ran for it.
final class _ObservationInput {
    let node: StateNode<Int>
    unowned let graph: _ViewGraph

    init(name: String, graph: _ViewGraph, subtree: _Subtree) {
        node = graph.graph.state(0, name: name)
        self.graph = graph
        subtree.add(node.id)
    }

    /// Runs `body` and returns what it returns, recording a dependency on this input, and asks the
    /// `@Observable` models whose properties `body` read to report the next change of any of them.
    func tracking<Result>(_ body: () -> Result) -> Result {
        _ = node.value
        let input = _Weak(self)
        return withObservationTracking(body) { input.value?.modelWillChange() }
    }

    /// Queues a change of the input with the transaction in force, so that the body runs again in
    /// that transaction's pass: called as a model is about to change.
    func modelWillChange() {
        guard graph.graph.dependencyGraph.state(of: node.id) != .removed else { return }
        let scope = _TransactionContext.current
        scope?.noteWrite()
        graph.graph.enqueue(scope?.transaction, label: scope?.label ?? "", group: scope?.group ?? 0) { [weak self] in
            guard let self, graph.graph.dependencyGraph.state(of: node.id) != .removed else { return }
            node.value &+= 1
        }
    }

    /// A weak reference that `withObservationTracking`'s `Sendable` handler may hold: the graph runs
    /// on one thread, and the handler runs on the thread that changes the model.
    private struct _Weak: @unchecked Sendable {
        weak var value: _ObservationInput?
        init(_ value: _ObservationInput) { self.value = value }
    }
}
