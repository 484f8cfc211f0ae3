/// Turns ``_TraceRecorder`` records into public ``TraceTick``s, tick after tick.
struct _TraceBuilder {
    unowned(unsafe) let graph: DependencyGraph?
    /// Each node's latest recorded value, by node index: the old value of its next evaluation.
    /// Node indices are small and dense, so arrays serve where dictionaries would hash every event.
    private var lastValues: [Any?] = []
    /// Each node as the trace names it, by node index, looked up once.
    private var names: [TraceNode?] = []
    /// ``tick(from:)``'s evaluations in progress (each with where its caused events start in
    /// `caused`) and their caused events, kept to reuse their memory.
    private var running: [(node: UInt32, start: Int)] = []
    private var caused: [TraceEvent] = []

    init(graph: DependencyGraph?) {
        self.graph = graph
    }

    mutating func node(_ index: UInt32) -> TraceNode {
        let position = Int(index)
        if position < names.count, let node = names[position] { return node }
        let id = NodeID(rawValue: index)
        let name = graph.map { $0.name(of: id) } ?? id.description
        let node = TraceNode(id: id, name: name)
        if position >= names.count { names += repeatElement(nil, count: position + 1 - names.count) }
        names[position] = node
        return node
    }

    /// The latest recorded value of the node at `index`, if any.
    private func lastValue(_ index: UInt32) -> Any? {
        let position = Int(index)
        return position < lastValues.count ? lastValues[position] : nil
    }

    private mutating func setLastValue(_ value: Any, of index: UInt32) {
        let position = Int(index)
        if position >= lastValues.count { lastValues += repeatElement(nil, count: position + 1 - lastValues.count) }
        lastValues[position] = value
    }

    /// The public tick: events in order, except that what an evaluation caused while it ran comes
    /// right after it.
    mutating func tick(from recorded: _TraceRecorder.Tick) -> TraceTick {
        var events: [TraceEvent] = []
        events.reserveCapacity(recorded.records.count)
        // The evaluations in progress, innermost last, and the events they caused so far: all in
        // one buffer kept from tick to tick, each evaluation's from its `start` on.
        // (An empty array is left alone: emptying one that never held anything allocates.)
        if !running.isEmpty { running.removeAll(keepingCapacity: true) }
        if !caused.isEmpty { caused.removeAll(keepingCapacity: true) }
        func emit(_ event: TraceEvent, about node: UInt32?) {
            if let node, let last = running.last, last.node == node {
                caused.append(event)
            } else {
                events.append(event)
            }
        }
        // The node a `.wide` record names for the record after it.
        var wide: UInt32?
        for (position, record) in recorded.records.enumerated() {
            let about = wide ?? record.node
            wide = nil
            switch record.kind {
            case .wide:
                wide = record.first
            case .created:
                emit(.created(node(about), kind: record.detail == 1 ? .rule : .input), about: nil)
            case .willEvaluate:
                running.append((about, caused.count))
            case .evaluated, .evaluatedFromInput, .evaluatedFromInputs:
                let outcome = record.outcome
                let value: Any
                switch record.valueKind {
                case .boxed: value = recorded.values[Int(record.item)]
                case .double: value = Double(bitPattern: record.bits)
                case .int: value = Int(Int64(bitPattern: record.bits))
                case .bool: value = record.bits != 0
                }
                let inputs: [TraceNode]
                switch record.kind {
                case .evaluatedFromInput:
                    inputs = [node(record.first)]
                case .evaluatedFromInputs:
                    // The count, then the inputs.
                    let start = Int(record.first) + 1
                    inputs = recorded.inputs[start..<start + Int(recorded.inputs[start - 1])].map { node($0) }
                default:
                    inputs = []
                }
                let old: TraceValue? = outcome == .initial ? nil : lastValue(about).map(TraceValue.init)
                setLastValue(value, of: about)
                let next = position + 1
                let transaction =
                    next < recorded.records.count && recorded.records[next].kind == .transaction
                    ? recorded.transactions[Int(recorded.records[next].item)] : nil
                let event = TraceEvent.evaluated(
                    node(about), changedInputs: inputs, outcome: outcome,
                    from: old ?? (outcome == .unchanged ? TraceValue(value) : nil), to: TraceValue(value),
                    transaction: transaction)
                events.append(event)
                if let last = running.last, last.node == about {
                    running.removeLast()
                    // What it caused follows it, except what is about the evaluation around it, which
                    // waits for that one: moved down in the buffer, to the end of that one's events.
                    let outer = running.last?.node
                    var kept = last.start
                    for index in last.start..<caused.count {
                        let event = caused[index]
                        if let outer, event.node?.id.rawValue == outer {
                            caused[kept] = event
                            kept += 1
                        } else {
                            events.append(event)
                        }
                    }
                    if kept < caused.count { caused.removeLast(caused.count - kept) }
                }
            case .verified:
                emit(.verified(node(about)), about: about)
            case .edgeAdded:
                emit(.dependencyAdded(source: node(record.first), target: node(about)), about: about)
            case .edgeRemoved:
                emit(.dependencyRemoved(source: node(record.first), target: node(about)), about: about)
            case .removed:
                emit(.removed(node(about)), about: nil)
            case .transaction:
                break  // read with the evaluation before it
            case .full:
                let recordedEvent = recorded.events[Int(record.item)]
                if case .set(let node, _, let to, _, _) = recordedEvent { setLastValue(to.base, of: node) }
                emit(recordedEvent.traceEvent { node($0) }, about: recordedEvent.node)
            }
        }
        // Evaluations cut short (a trap inside a rule) leave their events unplaced: keep them.
        if !caused.isEmpty { events.append(contentsOf: caused) }
        return TraceTick(
            index: recorded.index, frame: recorded.frame, time: recorded.time, events: events,
            frameCount: recorded.frameCount, lastTime: recorded.lastTime)
    }
}
