/// The graph observer that records what a ``DependencyGraph`` and its ``AnimationGraph`` do, one
/// tick per frame, and turns it into a ``Trace`` when asked.
///
/// Recording is built to cost about as much as the evaluation it records: a 16-byte record per
/// event, the node's new value boxed, and the changed inputs appended to a flat buffer. No names,
/// no strings, no old values: those are rebuilt when the trace is read (a node's old value is its
/// previous recorded value). Rarer events (writes, transactions, animation events) are kept as
/// full ``TraceEvent``s. In a bounded mode the ticks live in a ring buffer.
final class TraceRecorder: GraphObserver {
    /// One recorded event, 16 bytes.
    struct Record {
        enum Kind: UInt8 {
            case created, willEvaluate, evaluated, verified, edgeAdded, edgeRemoved, removed, full
        }

        var kind: Kind
        /// `EvaluationOutcome` for `.evaluated`, `NodeKind` (0 input, 1 rule) for `.created`.
        var detail: UInt8 = 0
        /// The number of changed inputs of an evaluation.
        var inputCount: UInt16 = 0
        /// The node the event is about (the reader, for an edge).
        var node: UInt32
        /// `.evaluated`: the first changed input in `inputs`; edges: the source node.
        var first: UInt32 = 0
        /// `.evaluated`: the value in `values`; `.full`: the event in `events`.
        var item: UInt32 = 0
    }

    /// The events of one tick.
    struct Tick {
        var index = 0
        var frame = 0
        var time = 0.0
        var records: [Record] = []
        var values: [Any] = []
        var inputs: [UInt32] = []
        var events: [TraceEvent] = []

        /// Appends another tick's events after this one's, rebasing what its records point to.
        mutating func append(contentsOf other: Tick) {
            let valueBase = UInt32(values.count)
            let inputBase = UInt32(inputs.count)
            let eventBase = UInt32(events.count)
            for var record in other.records {
                switch record.kind {
                case .evaluated:
                    record.first += inputBase
                    record.item += valueBase
                case .full:
                    record.item += eventBase
                default:
                    break
                }
                records.append(record)
            }
            values += other.values
            inputs += other.inputs
            events += other.events
        }
    }

    let framesPerSecond: Double
    let capacity: Int?
    /// The clock's time node, for traces to show dependencies on time.
    @exclusivity(unchecked) var timeNode: NodeID?
    /// The transaction of the write in progress, set by the graph around each state write.
    @exclusivity(unchecked) var writeTransaction: TraceTransaction?
    unowned(unsafe) var graph: DependencyGraph?

    @exclusivity(unchecked) private var ring: [Tick] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private(set) var droppedTickCount = 0
    /// Events between ticks, recorded at the start of the next tick.
    @exclusivity(unchecked) private var pending = Tick()
    @exclusivity(unchecked) private var current = Tick()
    @exclusivity(unchecked) private var isInTick = false
    /// Where each evaluation in progress began in its tick's records, innermost last.
    @exclusivity(unchecked) private var evaluationStarts: [Int] = []
    @exclusivity(unchecked) private(set) var tickCount = 0

    init(framesPerSecond: Double, capacity: Int?) {
        self.framesPerSecond = framesPerSecond
        self.capacity = capacity
    }

    // MARK: Ticks

    func beginTick(frame: Int, time: Double) {
        swap(&current, &pending)
        current.index = tickCount
        current.frame = frame
        current.time = time
        isInTick = true
        tickCount += 1
    }

    func endTick() {
        isInTick = false
        // The next tick's buffers: a dropped tick's, emptied, or new ones sized like this tick's,
        // so a steady run stops reallocating.
        var next = Tick()
        if let capacity, ring.count == capacity {
            swap(&ring[head], &current)
            swap(&next, &current)
            next.records.removeAll(keepingCapacity: true)
            next.values.removeAll(keepingCapacity: true)
            next.inputs.removeAll(keepingCapacity: true)
            next.events.removeAll(keepingCapacity: true)
            head += 1
            if head == capacity { head = 0 }
            droppedTickCount += 1
        } else {
            next.records.reserveCapacity(current.records.count)
            next.values.reserveCapacity(current.values.count)
            next.inputs.reserveCapacity(current.inputs.count)
            swap(&next, &current)
            ring.append(next)
            return
        }
        current = next
    }

    /// Moves the events recorded since the last tick ended into that tick: handlers that ran after
    /// its evaluation recorded them, and no further tick in the frame will show them.
    func endFrame() {
        guard !isInTick, !pending.records.isEmpty, !ring.isEmpty else { return }
        ring[(head + ring.count - 1) % ring.count].append(contentsOf: pending)
        pending = Tick()
    }

    @inline(__always)
    private func append(_ record: Record) {
        if isInTick { current.records.append(record) } else { pending.records.append(record) }
    }

    /// Records an event the graph core does not report (transactions, writes, animation events).
    func record(_ event: TraceEvent) {
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

    func graph(_ graph: DependencyGraph, didCreate node: NodeID, kind: NodeKind, name: String) {
        append(Record(kind: .created, detail: kind == .rule ? 1 : 0, node: node.rawValue))
    }

    func graph(_ graph: DependencyGraph, didWrite input: NodeID, from oldValue: Any, to newValue: Any, changed: Bool) {
        guard input != timeNode else { return }
        record(
            .set(
                TraceNode(id: input, name: graph.name(of: input)), from: TraceValue(oldValue), to: TraceValue(newValue),
                changed: changed, transaction: writeTransaction))
    }

    func graph(_ graph: DependencyGraph, willEvaluate node: NodeID) {
        evaluationStarts.append(isInTick ? current.records.count : pending.records.count)
    }

    func graph(_ graph: DependencyGraph, didEvaluate evaluation: Evaluation) {
        let start = evaluationStarts.popLast() ?? 0
        if isInTick {
            Self.appendEvaluation(evaluation, startingAt: start, to: &current)
        } else {
            Self.appendEvaluation(evaluation, startingAt: start, to: &pending)
        }
    }

    /// Appends an evaluation; if the rule caused events while it ran, a `.willEvaluate` marker goes
    /// in front of them so that reading the trace can place them after the evaluation. Most
    /// evaluations cause none, and pay for no marker.
    private static func appendEvaluation(_ evaluation: Evaluation, startingAt start: Int, to tick: inout Tick) {
        if tick.records.count > start {
            tick.records.insert(Record(kind: .willEvaluate, node: evaluation.node.rawValue), at: start)
        }
        let first = tick.inputs.count
        evaluation.forEachChangedInput { tick.inputs.append($0.rawValue) }
        let count = min(tick.inputs.count - first, Int(UInt16.max))
        tick.records.append(
            Record(
                kind: .evaluated, detail: evaluation.outcome.rawValue, inputCount: UInt16(count),
                node: evaluation.node.rawValue, first: UInt32(first), item: UInt32(tick.values.count)))
        tick.values.append(evaluation.newValue)
    }

    func graph(_ graph: DependencyGraph, didVerify node: NodeID) {
        append(Record(kind: .verified, node: node.rawValue))
    }

    func graph(_ graph: DependencyGraph, didAddEdgeFrom source: NodeID, to target: NodeID) {
        append(Record(kind: .edgeAdded, node: target.rawValue, first: source.rawValue))
    }

    func graph(_ graph: DependencyGraph, didRemoveEdgeFrom source: NodeID, to target: NodeID) {
        append(Record(kind: .edgeRemoved, node: target.rawValue, first: source.rawValue))
    }

    func graph(_ graph: DependencyGraph, didRemove node: NodeID) {
        append(Record(kind: .removed, node: node.rawValue))
    }

    // MARK: Reading

    /// The recorded ticks as a ``Trace``: names looked up, old values filled in from each node's
    /// previous value, and the events an evaluation caused (edges, animation events) placed after it.
    var trace: Trace {
        let ordered = head == 0 ? ring : Array(ring[head...] + ring[..<head])
        var builder = TraceBuilder(graph: graph)
        let ticks = ordered.map { builder.tick(from: $0) }
        return Trace(
            ticks: ticks, framesPerSecond: framesPerSecond, droppedTickCount: droppedTickCount, timeNode: timeNode)
    }
}
