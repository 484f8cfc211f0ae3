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
    /// The causes and whole nodes of the reports that have a detail, by position.
    @usableFromInline let details: UnsafeBufferPointer<_HeldDetail>
    /// Whether every report is plain (see `_HeldEvaluation`): the graph counts those that are
    /// not as it holds them.
    @usableFromInline let isPlain: Bool
    /// The number of evaluations.
    public let count: Int

    init(
        storage: Unmanaged<_GraphStorage>, entries: UnsafePointer<_HeldEvaluation>, inputs: UnsafePointer<UInt32>,
        details: UnsafeBufferPointer<_HeldDetail>, isPlain: Bool, count: Int
    ) {
        self.storage = storage
        self.entries = entries
        self.inputs = inputs
        self.details = details
        self.isPlain = isPlain
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
        // A single changed input is kept in the report itself (and none points there too); two or
        // more follow their count.
        let isMany = entry.inputCode == _HeldEvaluation.inputsMany
        let start = isMany ? inputs + Int(entry.firstInput) + 1 : (entries + position).pointer(to: \.firstInput)!
        let count = isMany ? Int(inputs[Int(entry.firstInput)]) : Int(entry.inputCode)
        let detail = entry.hasDetail ? self.detail(at: position) : nil
        return Evaluation(
            storage: storage, node: NodeID(rawValue: detail?.node ?? entry.packedNode), outcome: entry.outcome,
            oldValue: nil, changedInputs: UnsafeBufferPointer(start: start, count: count),
            cause: ChangeCause(rawValue: detail?.cause ?? 0))
    }

    /// The detail of the report at `position`, which has one: found by bisection, as the details
    /// are in the order of their reports.
    @usableFromInline
    func detail(at position: Int) -> _HeldDetail {
        var low = 0
        var high = details.count
        while low < high {
            let middle = (low + high) / 2
            if Int(details[middle].position) < position { low = middle + 1 } else { high = middle }
        }
        precondition(low < details.count && Int(details[low].position) == position, "a held report lost its detail")
        return details[low]
    }

    // An observer's own loop over a batch (a trace recorder's) reads each evaluation field by
    // field, or packed (`_packed(at:)`): no `Evaluation` is built. Each is valid only during the
    // observer's call, as the batch is.

    /// The node of the evaluation at `position`.
    @inlinable public func _node(at position: Int) -> UInt32 {
        let entry = entries[position]
        return entry.hasDetail ? detail(at: position).node : entry.packedNode
    }

    /// The outcome of the evaluation at `position`.
    @inlinable public func _outcome(at position: Int) -> EvaluationOutcome { entries[position].outcome }

    /// The raw ``ChangeCause`` of the evaluation at `position`; 0 for none.
    @inlinable public func _cause(at position: Int) -> UInt32 {
        entries[position].hasDetail ? detail(at: position).cause : 0
    }

    /// How many changed inputs the evaluation at `position` has.
    @inlinable public func _changedInputCount(at position: Int) -> Int {
        let entry = entries[position]
        return entry.inputCode == _HeldEvaluation.inputsMany ? Int(inputs[Int(entry.firstInput)]) : Int(entry.inputCode)
    }

    /// The first changed input of the evaluation at `position`, which has at least one.
    @inlinable public func _firstChangedInput(at position: Int) -> UInt32 {
        let entry = entries[position]
        return entry.inputCode == _HeldEvaluation.inputsMany ? inputs[Int(entry.firstInput) + 1] : entry.firstInput
    }

    /// The evaluation at `position` packed in 16 bytes, for an observer that keeps compact records:
    /// `head`, then `first`, then `bits`.
    ///
    /// - `head`: bits 0–1 are how many changed inputs it has, 0, 1, or 2 for two or more; bit 3 is
    ///   set when it has a ``ChangeCause`` or a node numbered 2^24 or more (read those with
    ///   ``_cause(at:)`` and ``_node(at:)``), and clear otherwise; bits 4–5 its
    ///   ``EvaluationOutcome``'s raw value; bits 6–7 its value's scalar kind, 0 for a value that is
    ///   none of these, 1 for a `Double`, 2 for an `Int` and 3 for a `Bool`; bits 8–31 its node's
    ///   low 24 bits, which are the whole node below 2^24.
    /// - `first`: its one changed input, if it has one; 0 if it has none. With two or more, where the
    ///   batch keeps them: read those with ``_firstChangedInput(at:)`` or as an ``Evaluation``.
    /// - `bits`: a scalar value's bits (a `Double`'s bit pattern, an `Int`'s two's complement, 1 or
    ///   0 for a `Bool`), copied when the rule ran; 0 for another value.
    @inlinable public func _packed(at position: Int) -> (head: UInt32, first: UInt32, bits: UInt64) {
        let entry = entries[position]
        return (entry.head, entry.firstInput, entry.bits)
    }

    /// The whole batch packed, 16 bytes an evaluation in the layout of ``_packed(at:)``, when every
    /// evaluation in it is as a compact record keeps most: no cause, a node below 2^24, at most one
    /// changed input (bits 0–1 of `head` are 0 or 1, and bit 3 is clear) and a `Double`, `Int` or
    /// `Bool` value (bits 6–7 are not 0). `nil` when one is not: read the batch by position then.
    ///
    /// Valid only during the observer's call, as the batch is.
    @inlinable public var _packedReports: UnsafeRawBufferPointer? {
        isPlain ? UnsafeRawBufferPointer(start: entries, count: count * MemoryLayout<_HeldEvaluation>.stride) : nil
    }
}
