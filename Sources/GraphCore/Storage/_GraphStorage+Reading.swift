/// The read a rule makes of a node, and the entry into a pull that brings the node up to date
/// first; `withoutDependencies`, which sets the read cursor aside.
extension _GraphStorage {
    /// The node's value if its type is `T`, without boxing; `nil` for another type.
    @inlinable
    func typedValue<T>(_ index: UInt32, as type: T.Type) -> T? {
        let record = records[Int(index)]
        let matches = types[Int(record.type)]._withUnsafeGuaranteedRef {
            ObjectIdentifier($0.valueType) == ObjectIdentifier(T.self)
        }
        guard matches else { return nil }
        return _NodeType<T>.value(record.storage).pointee
    }

    /// The node's value, read as `read` does, with its common case inlined into the reading rule:
    /// the node is up to date and the rule reads it where it did last time.
    ///
    /// Each path loads the value itself. Were they to join first and load from the slot the paths
    /// agree on, the handle's reference to the storage would have to stay retained until that load
    /// (the slot is the storage's memory), and a rule reading handles from an array would count a
    /// retain and a release at every read; loaded on the common path, the value needs no reference
    /// counted at all.
    @inlinable @inline(__always)
    func readValue<Value>(_ index: UInt32, as type: Value.Type) -> Value {
        let i = Int(index)
        let edge = cursor.expected
        // `expected` is 0 whenever no rule's reads are recorded (`run` restores it, and
        // `withoutDependencies` sets it aside), so `edge != 0` also says a rule's are. The state is
        // matched as a pattern, not compared with `==`: the match branches at once, which keeps the
        // retain the slow path needs on the slow path.
        if edge != 0 && edges[Int(edge)].source == index {
            if case .upToDate = records[i].state {
                cursor.previous = edge
                cursor.expected = edges[Int(edge)].nextSource
                return _NodeType<Value>.value(records[i].storage).pointee
            }
        }
        return _NodeType<Value>.value(read(index)).pointee
    }

    /// Brings the node up to date, records the read if a rule is running, and returns the node's
    /// slot, which starts with its value (see `_NodeType`).
    @usableFromInline
    func read(_ index: UInt32) -> UnsafeMutableRawPointer {
        let i = Int(index)
        // Only a rule can be below a barrier: an input is read as it is.
        if !pendingBarriers.isEmpty && records[i].flags & _NodeRecord.isRule != 0 { settleBarriers() }
        if records[i].state != .upToDate { bringUpToDate(index) }
        if cursor.rule != _GraphStorage.none {
            recordRead(index)
        } else if logsTopLevelReads {
            logTopLevelRead(index)
        }
        return records[i].storage
    }

    /// Like `read`, but records no dependency.
    @usableFromInline
    func peek(_ index: UInt32) -> UnsafeMutableRawPointer {
        let i = Int(index)
        if !pendingBarriers.isEmpty && records[i].flags & _NodeRecord.isRule != 0 { settleBarriers() }
        if records[i].state != .upToDate { bringUpToDate(index) }
        return records[i].storage
    }

    // Never inlined: the walks call it and it calls them, and the inliner leaves a call cycle's
    // functions apart, which would keep `walk` from being inlined into `update`.
    @inline(never)
    func bringUpToDate(_ index: UInt32) {
        // A read from inside a rule that has to run rules nests native frames: past the stack's
        // budget, the rest of the pull runs on a fresh stack. A pull from outside any rule sets the
        // budget for the thread it runs on.
        let here = _StackHop.currentStackAddress()
        if runningRule == _GraphStorage.none {
            if nextSerial >= _GraphStorage.readSerialResetPoint { resetReadMarks() }
            stackLimit = _StackHop.limit(below: here, budget: _GraphStorage.callerStackBudget, known: &callerStack)
            #if DEBUG
                beginOutermostUpdate()
            #endif
            bringUpToDateNow(index)
            // A deep cold pull leaves an entry's worth of room for each rule it nested: 8 bytes a
            // node for a long chain. Once the outermost pull is done, a large one is given back.
            if stack.count == 0 && stack.capacity > _GraphStorage.keptStackCapacity { releaseStack() }
            if markLog.capacity > _GraphStorage.keptMarkLogCapacity { markLog = [] }
            #if DEBUG
                endOutermostUpdate("a pull", index)
            #endif
            return
        }
        let serial = cursor.serial
        if markKeepingDepth != 0 || (serial != 0 && serial != _GraphStorage.unmarkedSerial) {
            return bringUpToDateKeepingMarks(index, here: here)
        }
        bringUpToDateInsideRule(index, here: here)
    }

    /// A pull from inside a rule that has marked its reads, or inside such a pull: the marks that
    /// its rules change are put back when it returns.
    ///
    /// A rule that reads many nodes tells a new read from a repeated one by its marks alone. The
    /// rules a read runs mark their own reads, and a node both they and the reader read would
    /// otherwise carry their mark, and the reader look for it through its whole source list: a
    /// layout that reads each row after the row's rules read it paid n² for n rows.
    @inline(never)
    func bringUpToDateKeepingMarks(_ index: UInt32, here: UInt) {
        let start = markLog.count
        markKeepingDepth += 1
        bringUpToDateInsideRule(index, here: here)
        markKeepingDepth -= 1
        var end = markLog.count
        while end > start {
            end -= 1
            let change = markLog[end]
            records[Int(change.node)].readMark = change.mark
        }
        markLog.removeSubrange(start...)
    }

    /// The pull from inside a rule: on a fresh stack past the budget.
    @inline(__always)
    func bringUpToDateInsideRule(_ index: UInt32, here: UInt) {
        if here < stackLimit {
            let saved = stackLimit
            _StackHop.run { limit in
                self.stackLimit = limit
                self.bringUpToDateNow(index)
            }
            stackLimit = saved
            return
        }
        // A pull from inside a rule ends in a tail call, so that this frame is not among the
        // native frames each level of a cold pull nests: they are what a long chain's pull pays
        // for in stack pages.
        bringUpToDateNow(index)
    }

    @inline(never)
    func releaseStack() {
        stack.deallocate()
        stack = _GrowableBuffer(capacity: 64)
    }

    /// The body of `bringUpToDate`, on whichever stack it runs.
    func bringUpToDateNow(_ index: UInt32) {
        switch records[Int(index)].state {
        case .upToDate:
            return
        case .removed:
            if !isAlive { fatalError(GraphError.graphDeallocated(name(index)).description) }
            fatalError(GraphError.removedNode(name(index)).description)
        case .evaluating:
            fatalError(cycleError(reaching: index).description)
        case .unevaluated:
            evaluateCold(index)
        case .stale, .possiblyStale:
            // Decided here, once per walk, so that each walk has only its own mode's code: the
            // unobserved walk no test of an observer at all, the held walk none of the observed
            // walk's callbacks (the observer cannot change while a rule runs).
            if !hasObserver {
                update(index)
            } else if batchesEvaluations {
                updateHeld(index)
            } else {
                updateObserved(index)
            }
        }
    }

    /// The cycle that reading `index` would close: the active path from its entry to the top.
    func cycleError(reaching index: UInt32) -> GraphError {
        var path: [String] = [name(index)]
        var position = stack.count - 1
        while position >= 0 && stack[position].node != index {
            path.append(name(stack[position].node))
            position -= 1
        }
        path.append(name(index))
        return .cycle(path.reversed())
    }
    /// Runs `body` with no rule's reads being recorded: the read cursor is set aside with the
    /// running rule, so that no read in `body` can confirm or add an edge.
    func withoutDependencies<T>(_ body: () throws -> T) rethrows -> T {
        let saved = cursor
        if cursor.rule != _GraphStorage.none { cursor.suspendedRule = cursor.rule }
        cursor.rule = _GraphStorage.none
        cursor.expected = 0
        cursor.previous = 0
        defer { cursor = saved }
        return try body()
    }
}
