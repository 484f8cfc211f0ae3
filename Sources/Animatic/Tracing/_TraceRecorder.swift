internal import CacheHints

/// The graph observer that records what a ``DependencyGraph`` and its ``AnimationGraph`` do, one
/// tick per pass over the graph (a frame runs one or more; a skipped run of idle frames is one tick
/// standing for them all), and turns it into a ``Trace`` when asked.
///
/// Recording is built to cost about as much as the evaluation it records: a 16-byte record per
/// event, with a scalar value inside it (other values boxed), one changed input inside it (more in a
/// flat buffer), and a marker only when an evaluation causes events. No names,
/// no strings, no old values: those are rebuilt when the trace is read (a node's old value is its
/// previous recorded value). Rarer events (writes, transactions, animation events) are kept whole,
/// as `_RecordedEvent`s, which name nodes by number and keep animations as values: they are named
/// and described when the trace is read too. In a bounded mode the ticks live in a ring buffer.
final class _TraceRecorder: GraphObserver {
    /// One recorded event, 16 bytes: a `Double`, `Int` or `Bool` value travels inside it.
    ///
    /// The kind, a 4-bit detail and the node share one 32-bit word, which leaves the node 24 bits:
    /// a node numbered `Record.nodeLimit` or more (a graph that has made 16,777,216 nodes in its
    /// life) is named by a `.wide` record just before its own. A record's other 12 bytes are
    /// `first` and the 8 bytes of a value, or of an index into the tick's buffers.
    struct Record {
        ///
        /// The three evaluation kinds come first, as 0, 1 and 2: the count of changed inputs in a
        /// graph batch's packed reports (`_EvaluationBatch._packed(at:)`), so that the common
        /// evaluation's record is its packed report, copied.
        enum Kind: UInt8 {
            /// An evaluation with no changed input.
            case evaluated
            /// An evaluation with one changed input, in `first`.
            case evaluatedFromInput
            /// An evaluation with two or more changed inputs: `first` is where they are in the
            /// tick's `inputs`, their count first.
            case evaluatedFromInputs
            case created, willEvaluate
            case verified, edgeAdded, edgeRemoved, removed, full
            /// Follows an evaluation record whose change came from a transaction: `item` is the
            /// transaction in `transactions`.
            case transaction
            /// The whole number, in `first`, of the node of the record that follows, whose own
            /// node field cannot hold it.
            case wide
        }

        /// The first node number a record cannot hold itself.
        static let nodeLimit: UInt32 = 1 << 24

        /// `kind`, `detail` above it, and `node` in the top 24 bits.
        private var head: UInt32
        /// An evaluation's changed input (`.evaluatedFromInput`) or where its changed inputs are
        /// (`.evaluatedFromInputs`); an edge's source node; `.wide`: the next record's node.
        var first: UInt32
        /// `.evaluated…`: a `Double`, `Int` or `Bool` value's bits, per `valueKind`; otherwise
        /// `item` in the low half.
        var bits: UInt64

        /// A record about `node`, which is below `Record.nodeLimit` or named by a `.wide` record in
        /// front (see `_TraceRecorder.Tick.append(_:about:)`).
        @inline(__always)
        init(kind: Kind, detail: UInt8 = 0, node: UInt32, first: UInt32 = 0, item: UInt32 = 0) {
            head = UInt32(kind.rawValue) | UInt32(detail & 0x0F) << 4 | node << 8
            self.first = first
            bits = UInt64(item)
        }

        /// An evaluation's record, set in three stores: `inputCount` is 0 or 1 (`.evaluated`,
        /// `.evaluatedFromInput`), or 2 for two or more changed inputs (`.evaluatedFromInputs`).
        @inline(__always)
        init(
            evaluatedWithInputs inputCount: UInt32, outcome: UInt8, valueKind: UInt8, node: UInt32, first: UInt32,
            bits: UInt64
        ) {
            head = (UInt32(Kind.evaluated.rawValue) &+ inputCount) | UInt32(outcome | valueKind << 2) << 4 | node << 8
            self.first = first
            self.bits = bits
        }

        var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: head & 0x0F))! }
        /// `.evaluated…`: the outcome and the value kind (see `outcome` and `valueKind`);
        /// `.created`: the `NodeKind`, 0 for an input and 1 for a rule.
        var detail: UInt8 { UInt8(truncatingIfNeeded: head >> 4 & 0x0F) }
        /// The node the event is about (the reader, for an edge), when below `Record.nodeLimit`.
        var node: UInt32 { head >> 8 }

        /// An evaluation's record as a graph batch packs it (see `_EvaluationBatch._packed(at:)`),
        /// whose layout is an evaluation record's with `.evaluated` or `.evaluatedFromInput`.
        @inline(__always)
        init(packed: (head: UInt32, first: UInt32, bits: UInt64)) {
            head = packed.head
            first = packed.first
            bits = packed.bits
        }

        /// `.evaluated…` with a boxed value: the value in `values`; `.full`: the event in `events`;
        /// `.transaction`: the transaction in `transactions`.
        var item: UInt32 {
            get { UInt32(truncatingIfNeeded: bits) }
            set { bits = UInt64(newValue) }
        }

        /// Where an evaluation's value is: in `detail` above the outcome.
        enum ValueKind: UInt8 {
            case boxed = 0
            case double = 1
            case int = 2
            case bool = 3
        }

        var valueKind: ValueKind { ValueKind(rawValue: detail >> 2)! }
        var outcome: EvaluationOutcome { EvaluationOutcome(rawValue: detail & 0x03)! }
    }

    let framesPerSecond: Double
    let capacity: Int?
    /// The clock's time node, for traces to show dependencies on time.
    @exclusivity(unchecked) var timeNode: NodeID?
    unowned(unsafe) var graph: DependencyGraph?
    /// The animation graph, which knows the transaction each write's ``ChangeCause`` stands for.
    unowned(unsafe) var animationGraph: AnimationGraph?

    @exclusivity(unchecked) private var ring: [Tick] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private(set) var droppedTickCount = 0
    /// Events between ticks, recorded at the start of the next tick.
    @exclusivity(unchecked) private var pending = Tick()
    @exclusivity(unchecked) private var current = Tick()
    @exclusivity(unchecked) private var isInTick = false
    /// The evaluations in progress that caused events, innermost last: each has a `.willEvaluate`
    /// marker in front of its first caused event.
    @exclusivity(unchecked) private var markedEvaluations: [UInt32] = []
    @exclusivity(unchecked) private(set) var tickCount = 0
    /// What ``ticks(from:)`` has read: the builder's state after the ticks before `windowEnd`.
    @exclusivity(unchecked) var windowBuilder: _TraceBuilder?
    @exclusivity(unchecked) var windowEnd = 0

    init(framesPerSecond: Double, capacity: Int?) {
        self.framesPerSecond = framesPerSecond
        self.capacity = capacity
    }

    deinit { scratch.deallocate() }

    // MARK: Ticks

    /// Whether the recorder is its graph's observer: replacing the observer stops the whole trace
    /// (ticks, writes, transactions, animation events), not only the graph core's part of it.
    var isAttached: Bool {
        guard let observer = graph?.observer else { return false }
        return observer === self
    }
    /// Whether the tick in progress is kept: the recorder was attached when it began.
    @exclusivity(unchecked) private var keepsTick = true

    func beginTick(frame: Int, time: Double) {
        keepsTick = isAttached
        guard keepsTick else {
            // Counted, so that the ticks recorded once the recorder is attached again have the
            // graph's tick numbers.
            isInTick = true
            tickCount += 1
            pending = Tick()
            return
        }
        swap(&current, &pending)
        current.index = tickCount
        current.frame = frame
        current.time = time
        current.lastTime = time
        isInTick = true
        tickCount += 1
    }

    /// The records the recorder has room for, in every tick it keeps and in the two it fills: what
    /// its largest buffers hold on to.
    var recordCapacity: Int {
        ring.reduce(current.records.capacity + pending.records.capacity) { $0 + $1.records.capacity }
    }

    /// The room for whole events (the rarer kind of record, 200 bytes each) in every tick the
    /// recorder keeps and in the two it fills.
    var eventCapacity: Int {
        ring.reduce(current.events.capacity + pending.events.capacity) { $0 + $1.events.capacity }
    }

    /// The whole events in every tick the recorder keeps and in the two it fills.
    var eventCount: Int {
        ring.reduce(current.events.count + pending.events.count) { $0 + $1.events.count }
    }

    /// Whether events wait for the next tick (writes or nodes created since the last one).
    var hasPendingEvents: Bool { !pending.records.isEmpty }

    /// Records `count` idle frames from `frame` on, skipped by the clock, as one tick.
    func recordIdleRun(frame: Int, count: Int, time: Double, lastTime: Double) {
        precondition(!isInTick && pending.records.isEmpty, "An idle run has no events.")
        beginTick(frame: frame, time: time)
        guard keepsTick else {
            tickCount += count - 1
            isInTick = false
            return
        }
        current.frameCount = count
        current.lastTime = lastTime
        tickCount += count - 1
        endTick()
    }

    func endTick() {
        isInTick = false
        guard keepsTick else { return }
        if let capacity, ring.count == capacity {
            // The oldest tick is dropped, and its buffers, emptied, take the next tick's events.
            swap(&ring[head], &current)
            current.removeAll(keepingCapacityFor: ring, newest: head)
            head += 1
            if head == capacity { head = 0 }
            droppedTickCount += current.frameCount
            current.frameCount = 1
            return
        }
        // New buffers sized like this tick's, so a steady run stops reallocating.
        var next = Tick()
        next.records.reserveCapacity(current.records.count)
        next.values.reserveCapacity(current.values.count)
        next.inputs.reserveCapacity(current.inputs.count)
        swap(&next, &current)
        ring.append(next)
    }

    /// Moves the events recorded since the last tick ended into that tick: handlers that ran after
    /// its evaluation recorded them, and no further tick in the frame will show them.
    func endFrame() {
        guard !isInTick, !pending.records.isEmpty, !ring.isEmpty else { return }
        ring[(head + ring.count - 1) % ring.count].append(contentsOf: pending)
        pending = Tick()
        // A window that read the tick read it without these events: it reads from the start again.
        if windowEnd == recordedIndices.upperBound { windowBuilder = nil }
    }

    /// An event about the node being evaluated is a consequence of that evaluation: the first one
    /// gets a `.willEvaluate` marker in front, so that reading the trace can place it after the
    /// evaluation. Evaluations that cause nothing (most) pay for no marker.
    @inline(__always)
    private func markIfCaused(by node: UInt32) {
        guard let evaluating = graph?.evaluatingNode?.rawValue, evaluating == node,
            markedEvaluations.last != node
        else { return }
        markedEvaluations.append(node)
        append(Record(kind: .willEvaluate, node: node), about: node)
    }

    @inline(__always)
    private func append(_ record: Record, about node: UInt32) {
        if isInTick { current.append(record, about: node) } else { pending.append(record, about: node) }
    }

    /// Records an event the graph core does not report (transactions, writes, animation events).
    func record(_ event: _RecordedEvent) {
        guard isInTick ? keepsTick : isAttached else { return }
        // After the evaluations that ran before it, which the graph may still hold.
        graph?._reportHeldEvaluations()
        if let node = event.node { markIfCaused(by: node) }
        if isInTick {
            current.records.append(Record(kind: .full, node: 0, item: UInt32(current.events.count)))
            current.events.append(event)
        } else {
            pending.records.append(Record(kind: .full, node: 0, item: UInt32(pending.events.count)))
            pending.events.append(event)
        }
    }

    // MARK: GraphObserver

    var observesOldValues: Bool { false }
    var observesInvalidations: Bool { false }
    var observesEvaluationStarts: Bool { false }

    func graph(_ graph: DependencyGraph, didCreate node: NodeID, kind: NodeKind, name: String) {
        append(Record(kind: .created, detail: kind == .rule ? 1 : 0, node: node.rawValue), about: node.rawValue)
    }

    func graph(_ graph: DependencyGraph, didWrite input: NodeID, from oldValue: Any, to newValue: Any, changed: Bool) {
        guard input != timeNode else { return }
        record(
            .set(
                input.rawValue, from: TraceValue(oldValue), to: TraceValue(newValue), changed: changed,
                transaction: transaction(for: graph.cause(of: input))))
    }

    var _reportsEvaluationsInBatches: Bool { true }

    /// The evaluations of an update walk, recorded as `graph(_:didEvaluate:)` records each. A batch
    /// whose every report is a record as it is (`_EvaluationBatch._packedReports`), as most of a
    /// frame's are, is appended in one copy; in any other, the runs of such reports are (see
    /// `ScalarRecords`), and the evaluations between them are recorded one by one.
    func _graph(_ graph: DependencyGraph, didEvaluate evaluations: _EvaluationBatch) {
        // Neither changes in the loop: an evaluation's record only ever removes a marker, and there
        // is none.
        guard isInTick && markedEvaluations.isEmpty else {
            for evaluation in evaluations { recordEvaluation(evaluation) }
            return
        }
        // Most batches: every report is a record as it is, and the batch is copied whole.
        if let packed = evaluations._packedReports {
            packed.withMemoryRebound(to: Record.self) { current.records.append(contentsOf: $0) }
            prefetchNextBatch()
            return
        }
        var position = 0
        while position < evaluations.count {
            // Written into the scratch buffer, then appended with one copy: room for a record per
            // evaluation left, grown geometrically as the tick's records are.
            let left = evaluations.count - position
            if left > scratchCapacity { growScratch(to: left) }
            let written = ScalarRecords(evaluations, from: position).write(to: scratch)
            let needed = current.records.count + written
            if needed > current.records.capacity {
                current.records.reserveCapacity(max(needed, current.records.capacity * 2))
            }
            current.records.append(contentsOf: UnsafeBufferPointer(start: scratch, count: written))
            position += written
            // An evaluation that is not the common case.
            if position < evaluations.count {
                recordEvaluation(at: position, of: evaluations)
                position += 1
            }
        }
        prefetchNextBatch()
    }

    /// Asks for the cache lines the next batch's records will go to, past the tick's last record,
    /// to be on their way while the walk runs the batch's rules. The ring reuses a tick's buffers a
    /// whole ring of ticks later, long out of the caches: copied into lines not asked for, a batch
    /// waited on its lines.
    @inline(__always)
    private func prefetchNextBatch() {
        let count = current.records.count
        let ahead = min(current.records.capacity - count, _TraceRecorder.prefetchedRecords)
        guard ahead > 0 else { return }
        current.records.withUnsafeMutableBufferPointer { records in
            cache_hint_write(records.baseAddress! + count, ahead * MemoryLayout<Record>.stride)
        }
    }

    /// How many records past the last `prefetchNextBatch` asks for: a batch's worth, as the graph
    /// hands evaluations over 256 at a time.
    private static let prefetchedRecords = 256

    /// Where `ScalarRecords` writes a batch's records before they are appended to the tick's.
    @exclusivity(unchecked) private var scratch = UnsafeMutablePointer<Record>.allocate(capacity: 64)
    @exclusivity(unchecked) private var scratchCapacity = 64

    @inline(never)
    private func growScratch(to capacity: Int) {
        scratch.deallocate()
        scratchCapacity = max(capacity, scratchCapacity * 2)
        scratch = .allocate(capacity: scratchCapacity)
    }

    func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {
        // Most evaluations run in a tick, caused no event and carry no cause (the clock's): their
        // record is all there is to append.
        guard isInTick && markedEvaluations.isEmpty && evaluation.cause.rawValue == 0 else {
            return recordEvaluation(evaluation)
        }
        current.append(
            evaluationRecord(evaluation, kind: valueKind(of: evaluation), in: &current), about: evaluation.node.rawValue
        )
    }

    /// `recordEvaluation(_:)` for the evaluation at `position` of a batch.
    @inline(never)
    private func recordEvaluation(at position: Int, of evaluations: _EvaluationBatch) {
        recordEvaluation(evaluations[position])
    }

    /// `graph(_:didEvaluate:)` for any evaluation.
    @inline(never)
    private func recordEvaluation(_ evaluation: Evaluation) {
        if !markedEvaluations.isEmpty && markedEvaluations.last == evaluation.node.rawValue {
            markedEvaluations.removeLast()
        }
        let kind = valueKind(of: evaluation)
        let node = evaluation.node.rawValue
        if isInTick {
            current.append(evaluationRecord(evaluation, kind: kind, in: &current), about: node)
        } else {
            pending.append(evaluationRecord(evaluation, kind: kind, in: &pending), about: node)
        }
        // Most evaluations, the clock's, have no cause and look nothing up.
        if evaluation.cause.rawValue != 0 { appendTransaction(of: evaluation) }
    }

    /// The transaction a write cause stands for, as the trace names it.
    private func transaction(for cause: ChangeCause) -> TraceTransaction? {
        animationGraph?.transactionRecord(for: cause).map { TraceTransaction(id: $0.id, label: $0.label) }
    }

    /// Where the values of a graph value type go (a `Record.ValueKind`), by the type's index in the
    /// graph's table; `unknownKind` for a type not seen yet.
    @exclusivity(unchecked) private var valueKinds: [UInt8] = []
    static let unknownKind: UInt8 = 0xFF

    /// Where the values of the evaluation's value type go (a `Record.ValueKind`).
    @inline(__always)
    private func valueKind(of evaluation: Evaluation) -> UInt8 {
        let typeIndex = evaluation._valueTypeIndex
        return typeIndex < valueKinds.count && valueKinds[typeIndex] != Self.unknownKind
            ? valueKinds[typeIndex] : valueKind(of: evaluation, typeIndex: typeIndex)
    }

    /// Works out and keeps where the values of the evaluation's value type go.
    @inline(never)
    private func valueKind(of evaluation: Evaluation, typeIndex: Int) -> UInt8 {
        let kind: Record.ValueKind =
            if evaluation.newValue(as: Double.self) != nil {
                .double
            } else if evaluation.newValue(as: Int.self) != nil {
                .int
            } else if evaluation.newValue(as: Bool.self) != nil {
                .bool
            } else {
                .boxed
            }
        while valueKinds.count <= typeIndex { valueKinds.append(Self.unknownKind) }
        valueKinds[typeIndex] = kind.rawValue
        return kind.rawValue
    }

    /// An evaluation's record, its value stored as `kind` (see `valueKind(of:)`) says; its changed
    /// inputs past the first, and a value that is not a scalar, go into the tick's buffers.
    @inline(__always)
    private func evaluationRecord(_ evaluation: Evaluation, kind: UInt8, in tick: inout Tick) -> Record {
        let count = evaluation.changedInputCount
        var first: UInt32 = 0
        if count == 1 {
            evaluation.forEachChangedInput { first = $0.rawValue }
        } else if count > 1 {
            // The count, then the inputs.
            first = UInt32(tick.inputs.count)
            tick.inputs.append(UInt32(count))
            evaluation.forEachChangedInput { tick.inputs.append($0.rawValue) }
        }
        // Scalars stay in the record; anything else is boxed.
        let bits: UInt64
        // `Double` first: the values of animations, by far the most recorded.
        if kind == Record.ValueKind.double.rawValue {
            bits = evaluation._unsafeNewValue(as: Double.self).bitPattern
        } else if kind == Record.ValueKind.int.rawValue {
            bits = UInt64(bitPattern: Int64(evaluation._unsafeNewValue(as: Int.self)))
        } else if kind == Record.ValueKind.bool.rawValue {
            bits = evaluation._unsafeNewValue(as: Bool.self) ? 1 : 0
        } else {
            bits = UInt64(appendBoxedValue(of: evaluation, to: &tick))
        }
        return Record(
            evaluatedWithInputs: UInt32(min(count, 2)), outcome: evaluation.outcome.rawValue, valueKind: kind,
            node: evaluation.node.rawValue, first: first, bits: bits)
    }

    /// Boxes a value that is not a scalar into the tick's values; returns where it is.
    @inline(never)
    private func appendBoxedValue(of evaluation: Evaluation, to tick: inout Tick) -> UInt32 {
        tick.values.append(evaluation.newValue)
        return UInt32(tick.values.count - 1)
    }

    /// Appends the record of the transaction a caused write that made the evaluation run stands
    /// for, after the evaluation's own.
    @inline(never)
    private func appendTransaction(of evaluation: Evaluation) {
        guard let transaction = transaction(for: evaluation.cause) else { return }
        // (About no node: it belongs to the evaluation just before it, and is read with it.)
        if isInTick {
            current.records.append(Record(kind: .transaction, node: 0, item: UInt32(current.transactions.count)))
            current.transactions.append(transaction)
        } else {
            pending.records.append(Record(kind: .transaction, node: 0, item: UInt32(pending.transactions.count)))
            pending.transactions.append(transaction)
        }
    }

    func graph(_ graph: DependencyGraph, didVerify node: NodeID) {
        append(Record(kind: .verified, node: node.rawValue), about: node.rawValue)
    }

    func graph(_ graph: DependencyGraph, didAddEdgeFrom source: NodeID, to target: NodeID) {
        markIfCaused(by: target.rawValue)
        append(Record(kind: .edgeAdded, node: target.rawValue, first: source.rawValue), about: target.rawValue)
    }

    func graph(_ graph: DependencyGraph, didRemoveEdgeFrom source: NodeID, to target: NodeID) {
        markIfCaused(by: target.rawValue)
        append(Record(kind: .edgeRemoved, node: target.rawValue, first: source.rawValue), about: target.rawValue)
    }

    func graph(_ graph: DependencyGraph, didRemove node: NodeID) {
        append(Record(kind: .removed, node: node.rawValue), about: node.rawValue)
    }

    // MARK: Reading

    /// The recorded ticks as a ``Trace``: names looked up, old values filled in from each node's
    /// previous value, and the events an evaluation caused (edges, animation events) placed after it.
    /// The indices of the ticks the ring holds: a tick in progress is not among them yet.
    /// A skipped idle run is one tick standing for several indices, and ticks run while the
    /// recorder was not the observer are missing, so an index is not a position in the ring.
    ///
    /// Reads the two ends' fields in place: a copy of a tick would retain each of its buffers.
    var recordedIndices: Range<Int> {
        guard !ring.isEmpty else { return tickCount..<tickCount }
        let last = (head + ring.count - 1) % ring.count
        return ring[head].index..<ring[last].index + ring[last].frameCount
    }

    /// The recorded tick at the given position in the ring, oldest first.
    func recordedTick(at position: Int) -> Tick? {
        guard position >= 0 && position < ring.count else { return nil }
        return ring[(head + position) % ring.count]
    }

    /// The position in the ring of the first recorded tick that stands for an index at or after
    /// `index`; `ring.count` if none does.
    ///
    /// A reader that keeps up, as a test stepping frame by frame, asks for the newest tick: that
    /// case is answered from the last two ticks before any search.
    func firstPosition(reaching index: Int) -> Int {
        func reaches(_ offset: Int) -> Bool {
            let position = (head + offset) % ring.count
            return ring[position].index + ring[position].frameCount > index
        }
        let count = ring.count
        if count == 0 || !reaches(count - 1) { return count }
        if count == 1 || !reaches(count - 2) { return count - 1 }
        var low = 0
        var high = count - 2
        while low < high {
            let middle = (low + high) / 2
            let position = (head + middle) % ring.count
            if ring[position].index + ring[position].frameCount <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    var trace: Trace {
        let ordered = head == 0 ? ring : Array(ring[head...] + ring[..<head])
        var builder = _TraceBuilder(graph: graph)
        let ticks = ordered.map { builder.tick(from: $0) }
        var trace = Trace(
            ticks: ticks, framesPerSecond: framesPerSecond, droppedTickCount: droppedTickCount, timeNode: timeNode)
        if let graph {
            trace.duplicateNames = graph.duplicateNames.mapValues { nodes in
                nodes.map { TraceNode(id: $0, name: graph.name(of: $0)) }
            }
        }
        return trace
    }
}
