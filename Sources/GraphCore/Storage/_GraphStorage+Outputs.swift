/// The outputs: nodes nothing reads that were invalidated or created, pulled by `updateOutputs()`.
extension _GraphStorage {
    func enqueueOutput(_ node: UInt32) {
        if records[Int(node)].flags & _NodeRecord.queued != 0 { return }
        records[Int(node)].flags |= _NodeRecord.queued
        outputQueue.append(node)
    }

    /// A node that just lost a dependent: if it lost its last one while not up to date, nothing
    /// would pull it any more, so it joins the outputs to pull.
    func becameOutputIfStale(_ node: UInt32) {
        let record = records[Int(node)]
        if record.firstDependent == 0 && record.state != .upToDate
            && record.state != .removed
        {
            enqueueOutput(node)
        }
    }

    /// Pulls every output that was created or invalidated since the last call, in creation order.
    func updateOutputs() {
        if runningRule != _GraphStorage.none {
            fatalError(
                "updateOutputs() was called from inside rule '\(name(runningRule))'. Pull outputs between updates.")
        }
        #if DEBUG
            beginOutermostUpdate()
            defer { endOutermostUpdate("updateOutputs()") }
        #endif
        // The observer hears of the evaluations of all the pulls at once, after them.
        isUpdatingOutputs = true
        defer {
            isUpdatingOutputs = false
            if heldEvaluations.count != 0 { handOverHeldEvaluations() }
        }
        while hasPendingOutputs {
            // The queue being pulled and the one filling up trade buffers, so that neither
            // allocates once it has grown.
            var queue = drainQueue
            drainQueue = []
            swap(&queue, &outputQueue)
            defer {
                queue.removeAll(keepingCapacity: true)
                drainQueue = queue
            }
            if hasNewRules {
                // The rules created since the last call that nothing reads yet.
                let end = UInt32(nodeCount)
                for index in firstNewNode..<end where records[Int(index)].flags & _NodeRecord.isRule != 0 {
                    let record = records[Int(index)]
                    if record.firstDependent == 0 && record.state == .unevaluated {
                        queue.append(index)
                    }
                }
                firstNewNode = end
                hasNewRules = false
            }
            if queue.count > 1 { queue.sort() }
            var previous = UInt32.max
            for node in queue where node != previous {
                previous = node
                records[Int(node)].flags &= ~_NodeRecord.queued
                if records[Int(node)].flags & _NodeRecord.isLateOutput != 0 {
                    lateOutputs.append(node)
                    continue
                }
                pullOutput(node)
            }
            // The barriers a write reached, once the other outputs are up to date, as a layout runs
            // after the views that decide what it lays out: settled, they mark the late outputs
            // below them, pulled next, and queue the other outputs below them for the next round
            // (one that read below a barrier before it was settled runs again there).
            if !pendingBarriers.isEmpty { settleBarriers() }
            // The late outputs, in creation order, once the others are up to date.
            for node in lateOutputs { pullOutput(node) }
            lateOutputs.removeAll(keepingCapacity: true)
        }
    }

    /// Brings an output up to date, unless it was removed or a rule reads it now.
    private func pullOutput(_ node: UInt32) {
        let record = records[Int(node)]
        if record.state == .removed || record.firstDependent != 0 { return }
        if record.state != .upToDate { bringUpToDate(node) }
    }

    /// Marks `node` as pulled after the other outputs of each update.
    func markLateOutput(_ node: UInt32) {
        records[Int(node)].flags |= _NodeRecord.isLateOutput
    }

    var hasPendingOutputs: Bool { !outputQueue.isEmpty || hasNewRules || !pendingBarriers.isEmpty }
}
