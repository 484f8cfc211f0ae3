/// Removing a node, and tearing the whole graph down.
extension _GraphStorage {
    func remove(_ index: UInt32) {
        let i = Int(index)
        if records[i].state == .removed {
            fatalError(GraphError.removedNode(name(index)).description)
        }
        if runningRule != _GraphStorage.none {
            fatalError(GraphError.removalDuringEvaluation(node: name(index), rule: name(runningRule)).description)
        }
        #if DEBUG
            beginOutermostUpdate()
            defer { endOutermostUpdate("the removal", index) }
        #endif
        // Its readers will run again in a new epoch, so that what they change is seen as newer
        // than every verification before the removal.
        epoch.advance()
        structureVersion &+= 1
        // The edges to what it read.
        dropSourceEdges(from: records[i].firstSource, of: index)
        records[i].firstSource = 0
        // The edges from the rules that read it: they must run again, without it.
        var edge = records[i].firstDependent
        records[i].firstDependent = 0
        var readers: [UInt32] = []
        while edge != 0 {
            let next = edges[Int(edge)].nextDependent
            let target = edges[Int(edge)].target
            unlinkSource(edge, of: target)
            freeEdgeSlot(edge)
            reportHeldEvaluations()
            if let observer {
                observer.graph(owner, didRemoveEdgeFrom: NodeID(rawValue: index), to: NodeID(rawValue: target))
            }
            readers.append(target)
            edge = next
        }
        releaseSlot(of: index)
        records[i].state = .removed
        if !barrierRanks.isEmpty { barrierRanks[index] = nil }
        for reader in readers {
            let state = records[Int(reader)].state
            if state == .upToDate || state == .possiblyStale {
                if state == .upToDate && hasBarriers && isBarrier(reader) {
                    reachBarrier(reader)
                } else if state == .upToDate {
                    if observesInvalidations {
                        markPossiblyStaleObserved(below: reader)
                    } else {
                        markPossiblyStaleUnobserved(below: reader)
                    }
                }
                records[Int(reader)].state = .stale
                notifyInvalidated(reader, .stale)
            }
        }
        reportHeldEvaluations()
        if let observer { observer.graph(owner, didRemove: NodeID(rawValue: index)) }
    }

    func unlinkSource(_ edge: UInt32, of target: UInt32) {
        var current = records[Int(target)].firstSource
        if current == edge {
            records[Int(target)].firstSource = edges[Int(edge)].nextSource
            return
        }
        while current != 0 {
            let next = edges[Int(current)].nextSource
            if next == edge {
                edges[Int(current)].nextSource = edges[Int(edge)].nextSource
                return
            }
            current = next
        }
    }

    /// Releases every value and closure (breaking the cycles between rules and the handles they
    /// capture) and makes every later use of a handle a precise error.
    func tearDown() {
        guard isAlive else { return }
        isAlive = false
        for index in 0..<nodeCount {
            if records[index].state != .removed { releaseSlot(of: UInt32(index)) }
            records[index].state = .removed
        }
        observer = nil
        outputQueue = []
        hasNewRules = false
    }

    /// Deinitializes the node's value and closure and gives its slot back to the arena.
    func releaseSlot(of index: UInt32) {
        let record = records[Int(index)]
        let type = types[Int(record.type)].takeUnretainedValue()
        let isRule = record.flags & _NodeRecord.isRule != 0
        type.deinitialize(record.storage, isRule, record.state != .unevaluated)
        let layout = type.layout
        slots.free(record.storage, size: isRule ? layout.rule : layout.input, alignment: layout.alignment)
    }
}
