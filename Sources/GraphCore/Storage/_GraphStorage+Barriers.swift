/// Barriers: nodes where the marking walks stop until the node itself has been brought up to date
/// (see `DependencyGraph.markBarrier(_:)`).
///
/// A walk that reaches an up-to-date barrier marks it and goes no further: the barrier becomes
/// *pending*. `settleBarriers()` brings each pending barrier up to date and, if its value changed
/// since it was reached, marks what is below it then, as the walk would have. Until a barrier is
/// settled, the nodes below it that were up to date still say so though they may not be; so every
/// pull from outside any rule settles the barriers first, and `updateOutputs()` settles them once
/// its outputs but the late ones are up to date (as a layout runs after the views that decide what
/// it lays out), before the late ones.
///
/// A rule that runs before a barrier is settled may read such a node: an output pulled before the
/// barriers, or a barrier settled before another above it that the same write reached. A rule that
/// read below a barrier is reached when the barrier's change goes on, and runs again: an output in
/// the next round of `updateOutputs()`, a barrier in the next round of settling. Pending barriers
/// are settled in creation order, which puts a barrier before those below it as graphs are usually
/// built (a container's layout before its children's). A settled change moves the epoch on, so
/// that what runs after it is newer than every verification before it.
extension _GraphStorage {
    /// Makes `node` a barrier.
    func markBarrier(_ node: UInt32) {
        set(node, in: &barrierBits)
        hasBarriers = true
    }

    @inline(__always)
    func isBarrier(_ node: UInt32) -> Bool {
        let word = Int(node) >> 6
        return word < barrierBits.count && barrierBits[word] & (1 << UInt64(node & 63)) != 0
    }

    @inline(__always)
    func isPendingBarrier(_ node: UInt32) -> Bool {
        let word = Int(node) >> 6
        return word < pendingBarrierBits.count && pendingBarrierBits[word] & (1 << UInt64(node & 63)) != 0
    }

    /// Notes that a marking walk reached `node`, a barrier, and stopped there. Touches no buffer a
    /// walk holds the address of.
    @inline(never)
    func reachBarrier(_ node: UInt32) {
        if isPendingBarrier(node) { return }
        set(node, in: &pendingBarrierBits)
        pendingBarriers.append((node, epoch))
    }

    /// Settles every pending barrier (see the extension's comment), in creation order, and those
    /// the marking below a settled one reaches; a no-op inside another settling, or while a rule
    /// runs.
    func settleBarriers() {
        if isSettlingBarriers || runningRule != _GraphStorage.none { return }
        isSettlingBarriers = true
        defer { isSettlingBarriers = false }
        var batch: [(node: UInt32, reached: _Epoch)] = []
        while !pendingBarriers.isEmpty {
            swap(&batch, &pendingBarriers)
            if batch.count > 1 { batch.sort { $0.node < $1.node } }
            for (node, reached) in batch {
                let word = Int(node) >> 6
                pendingBarrierBits[word] &= ~(1 << UInt64(node & 63))
                let state = records[Int(node)].state
                if state == .removed { continue }
                if state != .upToDate { bringUpToDate(node) }
                guard records[Int(node)].firstDependent != 0,
                    !reached.isAfter(records[Int(node)].changedEpoch)
                else { continue }
                // What runs below it from now on is newer than what ran before, the rules that
                // read it too early included.
                epoch.advance()
                if observesInvalidations {
                    markPossiblyStaleObserved(below: node)
                } else {
                    markPossiblyStaleUnobserved(below: node)
                }
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    private func set(_ node: UInt32, in bits: inout [UInt64]) {
        let word = Int(node) >> 6
        if word >= bits.count { bits += repeatElement(0, count: word + 1 - bits.count) }
        bits[word] |= 1 << UInt64(node & 63)
    }
}
