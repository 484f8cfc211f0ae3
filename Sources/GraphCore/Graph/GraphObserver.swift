/// A listener for everything a ``DependencyGraph`` does: writes, invalidations, evaluations and
/// edge changes.
///
/// Attach one with ``DependencyGraph/observer``. Every method has an empty default, so an observer
/// implements only what it needs. Values arrive type-erased, as `Any`, and only while an observer
/// is attached; with none attached the graph skips all of this work.
///
/// Calls arrive synchronously, in the order the graph does the work. An observer must not read or
/// write the graph from inside a call.
public protocol GraphObserver: AnyObject {
    /// An input was written.
    ///
    /// - Parameters:
    ///   - graph: The graph.
    ///   - input: The input that was written.
    ///   - oldValue: Its value before the write.
    ///   - newValue: Its value after the write.
    ///   - changed: `false` when the values are `Equatable` and equal: nothing downstream is marked.
    func graph(_ graph: DependencyGraph, didWrite input: NodeID, from oldValue: Any, to newValue: Any, changed: Bool)

    /// A node went from up to date to ``NodeState/stale`` or ``NodeState/possiblyStale``.
    func graph(_ graph: DependencyGraph, didInvalidate node: NodeID, to state: NodeState)

    /// A rule is about to run.
    func graph(_ graph: DependencyGraph, willEvaluate node: NodeID)

    /// A rule ran.
    ///
    /// - Parameters:
    ///   - graph: The graph.
    ///   - node: The rule.
    ///   - outcome: Whether it ran for the first time, changed, or produced an equal value.
    ///   - changedInputs: The inputs that changed since the rule last ran, in the order it last
    ///     read them; empty for an initial evaluation.
    ///   - oldValue: The value before, or `nil` for an initial evaluation.
    ///   - newValue: The value the rule produced.
    func graph(
        _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome, changedInputs: [NodeID],
        oldValue: Any?, newValue: Any)

    /// A rule ran: the low-level form of
    /// ``graph(_:didEvaluate:outcome:changedInputs:oldValue:newValue:)``, which it calls by default.
    ///
    /// Implement this one instead to record evaluations without allocating: the ``Evaluation``
    /// computes the changed inputs and the new value only when asked.
    func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation)

    /// Whether the graph should box each rule's value before it runs, for ``Evaluation/oldValue``.
    /// `true` by default; an observer that can do without old values saves that work.
    var observesOldValues: Bool { get }

    /// Whether the graph should report when each evaluation starts
    /// (``graph(_:willEvaluate:)``). `true` by default.
    var observesEvaluationStarts: Bool { get }

    /// Whether the graph should report every invalidation (``graph(_:didInvalidate:to:)``). `true`
    /// by default; an observer that ignores them saves a call per marked node.
    var observesInvalidations: Bool { get }

    /// Whether the graph may hold the reports of the evaluations an update walk runs and hand them
    /// over together, in ``_graph(_:didEvaluate:)``, rather than one call per
    /// evaluation. `false` by default.
    ///
    /// Only an observer that wants no evaluation starts, no old values and no invalidations is
    /// reported to in batches. The reports keep their order among every other call: the graph hands
    /// over the ones it holds before any other call to the observer, and before a pull from outside
    /// any rule returns. An observer that records something itself while a rule runs first calls
    /// ``DependencyGraph/_reportHeldEvaluations()``.
    var _reportsEvaluationsInBatches: Bool { get }

    /// Rules ran, one report each, in the order they ran: the batched form of
    /// ``graph(_:didEvaluate:)``, which it calls for each by default.
    ///
    /// - Parameters:
    ///   - graph: The graph.
    ///   - evaluations: The evaluations, valid only during this call; each has no old value.
    func _graph(_ graph: DependencyGraph, didEvaluate evaluations: _EvaluationBatch)

    /// A possibly stale node was found up to date without running: none of its inputs changed.
    func graph(_ graph: DependencyGraph, didVerify node: NodeID)

    /// `target` read `source` for the first time: a dependency edge now runs from source to target.
    func graph(_ graph: DependencyGraph, didAddEdgeFrom source: NodeID, to target: NodeID)

    /// `target` did not read `source` in its latest evaluation (or one of them was removed): the
    /// edge is gone.
    func graph(_ graph: DependencyGraph, didRemoveEdgeFrom source: NodeID, to target: NodeID)

    /// A node was created.
    func graph(_ graph: DependencyGraph, didCreate node: NodeID, kind: NodeKind, name: String)

    /// A node was removed.
    func graph(_ graph: DependencyGraph, didRemove node: NodeID)
}

extension GraphObserver {
    /// Does nothing.
    public func graph(
        _ graph: DependencyGraph, didWrite input: NodeID, from oldValue: Any, to newValue: Any, changed: Bool
    ) {}
    /// Does nothing.
    public func graph(_ graph: DependencyGraph, didInvalidate node: NodeID, to state: NodeState) {}
    /// Does nothing.
    public func graph(_ graph: DependencyGraph, willEvaluate node: NodeID) {}
    /// Does nothing.
    public func graph(
        _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome, changedInputs: [NodeID],
        oldValue: Any?, newValue: Any
    ) {}
    /// Calls ``graph(_:didEvaluate:outcome:changedInputs:oldValue:newValue:)``.
    public func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {
        self.graph(
            graph, didEvaluate: evaluation.node, outcome: evaluation.outcome, changedInputs: evaluation.changedInputs,
            oldValue: evaluation.oldValue, newValue: evaluation.newValue)
    }
    /// `true`.
    public var observesOldValues: Bool { true }
    /// `true`.
    public var observesInvalidations: Bool { true }
    /// `true`.
    public var observesEvaluationStarts: Bool { true }
    /// `false`.
    public var _reportsEvaluationsInBatches: Bool { false }
    /// Calls ``graph(_:didEvaluate:)`` for each evaluation, in order.
    public func _graph(_ graph: DependencyGraph, didEvaluate evaluations: _EvaluationBatch) {
        for evaluation in evaluations { self.graph(graph, didEvaluate: evaluation) }
    }
    /// Does nothing.
    public func graph(_ graph: DependencyGraph, didVerify node: NodeID) {}
    /// Does nothing.
    public func graph(_ graph: DependencyGraph, didAddEdgeFrom source: NodeID, to target: NodeID) {}
    /// Does nothing.
    public func graph(_ graph: DependencyGraph, didRemoveEdgeFrom source: NodeID, to target: NodeID) {}
    /// Does nothing.
    public func graph(_ graph: DependencyGraph, didCreate node: NodeID, kind: NodeKind, name: String) {}
    /// Does nothing.
    public func graph(_ graph: DependencyGraph, didRemove node: NodeID) {}
}
