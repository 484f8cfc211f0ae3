/// Barriers: nodes where the marking walks stop until the node itself has been brought up to date
/// (see `DependencyGraph.markBarrier(_:rank:)`).
///
/// A walk that reaches an up-to-date barrier marks it and goes no further: the barrier becomes
/// *pending*. `settleBarriers()` brings each pending barrier up to date and, if its value changed
/// since it was reached, marks what is below it then, as the walk would have. Until a barrier is
/// settled, the nodes below it that were up to date still say so though they may not be; so every
/// pull of a rule from outside any rule settles the barriers first (an input is below none), and
/// `updateOutputs()` settles them once its outputs but the late ones are up to date (as a layout
/// runs after the views that decide what it lays out), before the late ones.
///
/// A rule that runs before a barrier is settled may read such a node: an output pulled before the
/// barriers, or a barrier settled before another above it. A rule that read below a barrier is
/// reached when the barrier's change goes on, and runs again: an output in the next round of
/// `updateOutputs()`, a barrier when its turn comes again. Pending barriers are settled by rank,
/// the lowest first (a container's layout is ranked by its depth), then by number, and a barrier
/// that a settled one reaches takes its turn among those waiting: a barrier is then settled before
/// those below it, though a barrier between them was not reached by the write (a frame's layout,
/// then the reader inside it that it reaches, then the reader's content). A settled change moves
/// the epoch on, so that what runs after it is newer than every verification before it.
extension _GraphStorage {
    /// Makes `node` a barrier of rank `rank`.
    func markBarrier(_ node: UInt32, rank: UInt32) {
        barrierBits.insert(node)
        hasBarriers = true
        if rank != 0 || barrierRanks[node] != nil { barrierRanks[node] = rank }
    }

    /// Whether pending barrier `a` is settled before `b`: the lower rank first, then the lower
    /// number.
    @inline(__always)
    private func precedes(
        _ a: (node: UInt32, rank: UInt32, reached: _Epoch), _ b: (node: UInt32, rank: UInt32, reached: _Epoch)
    ) -> Bool {
        a.rank != b.rank ? a.rank < b.rank : a.node < b.node
    }

    @inline(__always)
    func isBarrier(_ node: UInt32) -> Bool {
        barrierBits.contains(node)
    }

    @inline(__always)
    func isPendingBarrier(_ node: UInt32) -> Bool {
        pendingBarrierBits.contains(node)
    }

    /// Notes that a marking walk reached `node`, a barrier, and stopped there. Touches no buffer a
    /// walk holds the address of.
    ///
    /// The pending barriers are a heap, the one to settle first on top.
    @inline(never)
    func reachBarrier(_ node: UInt32) {
        if isPendingBarrier(node) { return }
        pendingBarrierBits.insert(node)
        pendingBarriers.append((node, barrierRanks.isEmpty ? 0 : barrierRanks[node] ?? 0, epoch))
        var child = pendingBarriers.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(pendingBarriers[child], pendingBarriers[parent]) else { break }
            pendingBarriers.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the pending barrier to settle first off the heap.
    private func takeFirstPendingBarrier() -> (node: UInt32, rank: UInt32, reached: _Epoch) {
        let first = pendingBarriers[0]
        let last = pendingBarriers.removeLast()
        if !pendingBarriers.isEmpty {
            pendingBarriers[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < pendingBarriers.count else { break }
                let right = left + 1
                let child =
                    right < pendingBarriers.count && precedes(pendingBarriers[right], pendingBarriers[left])
                    ? right : left
                guard precedes(pendingBarriers[child], pendingBarriers[parent]) else { break }
                pendingBarriers.swapAt(child, parent)
                parent = child
            }
        }
        pendingBarrierBits.remove(first.node)
        return first
    }

    /// Settles every pending barrier (see the extension's comment), the lowest ranked first, and
    /// those the marking below a settled one reaches, each in its turn: a barrier a settled one
    /// reaches is settled before the higher ranked ones already waiting. A no-op inside another
    /// settling, or while a rule runs.
    func settleBarriers() {
        if isSettlingBarriers || runningRule != _GraphStorage.none { return }
        isSettlingBarriers = true
        defer { isSettlingBarriers = false }
        while !pendingBarriers.isEmpty {
            let (node, _, reached) = takeFirstPendingBarrier()
            let state = records[Int(node)].state
            if state == .removed { continue }
            if state != .upToDate { bringUpToDate(node) }
            guard records[Int(node)].firstDependent != 0,
                !reached.isAfter(records[Int(node)].changedEpoch)
            else { continue }
            // What runs below it from now on is newer than what ran before, the rules that read it
            // too early included.
            epoch.advance()
            if observesInvalidations {
                markPossiblyStaleObserved(below: node)
            } else {
                markPossiblyStaleUnobserved(below: node)
            }
        }
    }
}
