/// Evaluations an update walk ran, in order, as an observer that takes them in batches receives
/// them in ``GraphObserver/_graph(_:didEvaluate:)``: a view into the graph, valid only during that
/// call.
///
/// Each element is the ``Evaluation`` the observer would have received on its own, without an old
/// value. Its new value is read from the node, which has not run again since.
public struct _EvaluationBatch: RandomAccessCollection {
    @usableFromInline let storage: Unmanaged<_GraphStorage>
    @usableFromInline let entries: UnsafePointer<_HeldEvaluation>
    @usableFromInline let inputs: UnsafePointer<UInt32>
    /// The number of evaluations.
    public let count: Int

    init(
        storage: Unmanaged<_GraphStorage>, entries: UnsafePointer<_HeldEvaluation>, inputs: UnsafePointer<UInt32>,
        count: Int
    ) {
        self.storage = storage
        self.entries = entries
        self.inputs = inputs
        self.count = count
    }

    /// 0.
    @inlinable public var startIndex: Int { 0 }
    /// ``count``.
    @inlinable public var endIndex: Int { count }

    /// The evaluation at `position`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public subscript(position: Int) -> Evaluation {
        let entry = entries[position]
        return Evaluation(
            storage: storage, node: NodeID(rawValue: entry.node), outcome: entry.outcome, oldValue: nil,
            changedInputs: UnsafeBufferPointer(start: inputs + Int(entry.firstInput), count: Int(entry.inputCount)),
            cause: ChangeCause(rawValue: entry.cause))
    }
}
