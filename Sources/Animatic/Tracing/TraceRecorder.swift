/// The graph observer that turns what a ``DependencyGraph`` and its ``AnimationGraph`` do into
/// ``TraceTick``s.
///
/// Events that happen between frames (transactions, writes) are held and recorded at the start of
/// the next tick, so a tick shows the change that caused it and then its consequences. Events a node
/// causes while it runs (edges, animation events) are recorded right after its evaluation, so they
/// read as consequences of it. In a bounded mode the ticks live in a ring buffer.
final class TraceRecorder: GraphObserver {
    let framesPerSecond: Double
    let capacity: Int?
    /// The clock's time node: its writes are not recorded (each tick shows its time).
    var timeNode: NodeID?
    /// The transaction of the write in progress, set by the graph around each state write.
    var writeTransaction: TraceTransaction?

    private var ring: [TraceTick] = []
    private var head = 0
    private(set) var droppedTickCount = 0
    private var pending: [TraceEvent] = []
    private var current: TraceTick?
    private(set) var tickCount = 0
    /// The nodes being evaluated, innermost last, with the events they caused so far.
    private var evaluating: [(node: NodeID, events: [TraceEvent])] = []

    init(framesPerSecond: Double, capacity: Int?) {
        self.framesPerSecond = framesPerSecond
        self.capacity = capacity
    }

    func beginTick(frame: Int, time: Double) {
        current = TraceTick(index: tickCount, frame: frame, time: time, events: pending)
        pending = []
        tickCount += 1
    }

    func endTick() {
        guard let tick = current else { return }
        current = nil
        if let capacity, ring.count == capacity {
            ring[head] = tick
            head = (head + 1) % capacity
            droppedTickCount += 1
        } else {
            ring.append(tick)
        }
    }

    /// Moves the events recorded since the last tick ended into that tick: handlers that ran after
    /// its evaluation recorded them, and no further tick in the frame will show them.
    func endFrame() {
        guard !pending.isEmpty, current == nil, !ring.isEmpty else { return }
        ring[(head + ring.count - 1) % ring.count].events.append(contentsOf: pending)
        pending = []
    }

    /// Records an event: after the evaluation of its node if that node is running, else now.
    func record(_ event: TraceEvent) {
        if let last = evaluating.indices.last, event.node?.id == evaluating[last].node {
            evaluating[last].events.append(event)
        } else {
            append(event)
        }
    }

    private func append(_ event: TraceEvent) {
        if current != nil {
            current!.events.append(event)
        } else {
            pending.append(event)
        }
    }

    var trace: Trace {
        let ordered = head == 0 ? ring : Array(ring[head...] + ring[..<head])
        return Trace(
            ticks: ordered, framesPerSecond: framesPerSecond, droppedTickCount: droppedTickCount,
            timeNode: timeNode)
    }

    private func node(_ graph: DependencyGraph, _ id: NodeID) -> TraceNode {
        TraceNode(id: id, name: graph.name(of: id))
    }

    func graph(_ graph: DependencyGraph, didCreate node: NodeID, kind: NodeKind, name: String) {
        record(.created(TraceNode(id: node, name: name), kind: kind))
    }

    func graph(_ graph: DependencyGraph, didWrite input: NodeID, from oldValue: Any, to newValue: Any, changed: Bool) {
        guard input != timeNode else { return }
        record(
            .set(
                self.node(graph, input), from: TraceValue(oldValue), to: TraceValue(newValue), changed: changed,
                transaction: writeTransaction))
    }

    func graph(_ graph: DependencyGraph, willEvaluate node: NodeID) {
        evaluating.append((node, []))
    }

    func graph(
        _ graph: DependencyGraph, didEvaluate node: NodeID, outcome: EvaluationOutcome, changedInputs: [NodeID],
        oldValue: Any?, newValue: Any
    ) {
        let caused = evaluating.popLast()?.events ?? []
        record(
            .evaluated(
                self.node(graph, node), changedInputs: changedInputs.map { self.node(graph, $0) }, outcome: outcome,
                from: oldValue.map(TraceValue.init), to: TraceValue(newValue)))
        for event in caused { append(event) }
    }

    func graph(_ graph: DependencyGraph, didVerify node: NodeID) {
        record(.verified(self.node(graph, node)))
    }

    func graph(_ graph: DependencyGraph, didAddEdgeFrom source: NodeID, to target: NodeID) {
        record(.dependencyAdded(source: self.node(graph, source), target: self.node(graph, target)))
    }

    func graph(_ graph: DependencyGraph, didRemoveEdgeFrom source: NodeID, to target: NodeID) {
        record(.dependencyRemoved(source: self.node(graph, source), target: self.node(graph, target)))
    }

    func graph(_ graph: DependencyGraph, didRemove node: NodeID) {
        record(.removed(self.node(graph, node)))
    }
}
