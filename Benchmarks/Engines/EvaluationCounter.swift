import Animatic

/// A ``GraphObserver`` that counts rule evaluations, for the verification passes (never attached
/// while a workload is timed).
final class EvaluationCounter: GraphObserver {
    /// The evaluations seen so far.
    private(set) var count = 0

    func graph(
        _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome, changedInputs: [NodeID],
        oldValue: Any?, newValue: Any
    ) {
        count += 1
    }
}
