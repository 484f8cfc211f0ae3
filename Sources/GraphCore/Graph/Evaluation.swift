/// One evaluation of a rule, as a ``GraphObserver`` sees it in
/// ``GraphObserver/graph(_:didEvaluate:)``: a view into the graph, valid only during that call.
///
/// ``changedInputs`` allocates an array; ``forEachChangedInput(_:)`` reads the graph's scratch
/// buffer in place. An observer that records every evaluation of a large graph uses the cheap form.
public struct Evaluation {
    /// The rule that ran.
    public let node: NodeID
    /// Whether it ran for the first time, changed, or produced an equal value.
    public let outcome: EvaluationOutcome
    /// The value before the evaluation, or `nil` for an initial evaluation; also `nil` when the
    /// observer's ``GraphObserver/observesOldValues`` is `false`.
    public var oldValue: Any? { oldValueBox.map { $0.takeUnretainedValue().value } }
    /// The old value, boxed and held by the graph for the observer's call: with no reference
    /// counted field, handing an evaluation on copies plain words and destroying it costs nothing.
    @usableFromInline let oldValueBox: Unmanaged<_ValueBox<Any>>?
    /// The graph, valid only during the observer's call.
    @usableFromInline let storage: Unmanaged<_GraphStorage>
    /// The changed inputs, in the graph's scratch buffer: valid only during the observer's call.
    @usableFromInline let changedInputBuffer: UnsafeBufferPointer<UInt32>
    /// The latest cause among the changed inputs (see ``ChangeCause``): what the change that made
    /// the rule run came from; ``ChangeCause/none`` for an initial evaluation or uncaused writes.
    public let cause: ChangeCause

    @inlinable
    init(
        storage: Unmanaged<_GraphStorage>, node: NodeID, outcome: EvaluationOutcome,
        oldValue: Unmanaged<_ValueBox<Any>>?, changedInputs: UnsafeBufferPointer<UInt32>, cause: ChangeCause
    ) {
        self.cause = cause
        self.storage = storage
        self.node = node
        self.outcome = outcome
        self.oldValueBox = oldValue
        self.changedInputBuffer = changedInputs
    }

    /// The value the rule produced, boxed.
    public var newValue: Any { storage._withUnsafeGuaranteedRef { $0.anyValue(node.rawValue) } }

    /// The value the rule produced if it is a `T`, read without boxing; `nil` for another type.
    @inlinable
    public func newValue<T>(as type: T.Type) -> T? {
        storage._withUnsafeGuaranteedRef { $0.typedValue(node.rawValue, as: type) }
    }

    /// The index of the rule's value type in the graph's table of value types: the same for every
    /// node of one value type in one graph, and never reused for another, so an observer can work
    /// out once per type what to do with a value (see ``_unsafeNewValue(as:)``).
    @inlinable
    public var _valueTypeIndex: Int {
        storage._withUnsafeGuaranteedRef { Int($0.records[Int(node.rawValue)].type) }
    }

    /// The value the rule produced, read as a `T` without checking its type: for an observer that
    /// checked once, with ``newValue(as:)``, what `T` the nodes of ``_valueTypeIndex`` hold.
    /// Reading another type is undefined behaviour.
    @inlinable
    public func _unsafeNewValue<T>(as type: T.Type) -> T {
        storage._withUnsafeGuaranteedRef {
            _NodeType<T>.value($0.records[Int(node.rawValue)].storage).pointee
        }
    }

    /// Calls `body` with each input that changed since the rule last ran, in the order the rule
    /// read them last time; none for an initial evaluation. Allocates nothing.
    @inlinable
    public func forEachChangedInput(_ body: (NodeID) -> Void) {
        for input in changedInputBuffer { body(NodeID(rawValue: input)) }
    }

    /// The number of inputs that changed since the rule last ran.
    @inlinable public var changedInputCount: Int { changedInputBuffer.count }

    /// The inputs that changed since the rule last ran, in the order it read them.
    public var changedInputs: [NodeID] { changedInputBuffer.map { NodeID(rawValue: $0) } }
}
