/// Writes to inputs, and the walks that mark what they reach stale and possibly stale.
extension _GraphStorage {
    /// Replaces an input's value with a copy of the one at `newValue` and invalidates what depends on
    /// it; the write's `cause` becomes the input's, changed or not (see `+Causes`).
    @usableFromInline
    func write(_ index: UInt32, _ newValue: UnsafeMutableRawPointer, cause: UInt32 = 0) {
        let i = Int(index)
        if records[i].state != .upToDate || runningRule != _GraphStorage.none {
            checkWritable(index)
        }
        #if DEBUG
            beginOutermostUpdate()
            defer { endOutermostUpdate("a write", index) }
        #endif
        let record = records[i]
        let observer = isMuted ? nil : self.observer
        let oldValue: Any? = observer == nil ? nil : anyValue(index)
        let changed = types[Int(record.type)]._withUnsafeGuaranteedRef { type in
            type.replace(record.storage, newValue)
        }
        noteWrite(index, cause: cause)
        if changed {
            epoch.advance()
            records[i].changedEpoch = epoch
            if isWatched(index) { noteWatchedChange(index) }
            if records[i].firstDependent != 0 { markDependentsStale(of: index) }
        }
        // Also for an equal value: it gives its cause to a change the input made earlier, which
        // readers not yet verified since then carry.
        if cause != 0 { causeEpoch = epoch }
        reportHeldEvaluations()
        if let observer {
            observer.graph(
                owner, didWrite: NodeID(rawValue: index), from: oldValue!, to: anyValue(index), changed: changed)
        }
    }

    func checkWritable(_ index: UInt32) {
        if records[Int(index)].state == .removed {
            fatalError((isAlive ? GraphError.removedNode(name(index)) : .graphDeallocated(name(index))).description)
        }
        if runningRule != _GraphStorage.none {
            fatalError(GraphError.writeDuringEvaluation(input: name(index), rule: name(runningRule)).description)
        }
    }

    /// Marks the direct dependents of a changed node stale and everything below them possibly stale.
    ///
    /// Whether the observer hears of each invalidation is decided once, not at each node.
    func markDependentsStale(of node: UInt32) {
        if observesInvalidations {
            markDependentsStaleObserved(of: node)
        } else {
            markDependentsStaleUnobserved(of: node)
        }
    }

    /// `markDependentsStale(of:)` telling no observer: a function of its own, as the compiler would
    /// otherwise keep one copy of the walk that tests `isObserved` at every node.
    @inline(never)
    func markDependentsStaleUnobserved(of node: UInt32) {
        markDependentsStale(of: node, isObserved: false)
    }

    /// `markDependentsStale(of:)` telling the observer of each invalidation.
    @inline(never)
    func markDependentsStaleObserved(of node: UInt32) {
        markDependentsStale(of: node, isObserved: true)
    }

    /// The body of `markDependentsStale(of:)`, inlined into each of its two forms.
    @inline(__always)
    func markDependentsStale(of node: UInt32, isObserved: Bool) {
        var edge = records[Int(node)].firstDependent
        while edge != 0 {
            let target = edges[Int(edge)].target
            let state = records[Int(target)].state
            if state == .upToDate {
                records[Int(target)].state = .stale
                if isObserved { notifyInvalidated(target, .stale) }
                if hasBarriers && isBarrier(target) {
                    reachBarrier(target)
                } else {
                    markPossiblyStale(below: target, isObserved: isObserved)
                }
            } else if state == .possiblyStale {
                records[Int(target)].state = .stale
                if isObserved { notifyInvalidated(target, .stale) }
            }
            edge = edges[Int(edge)].nextDependent
        }
    }

    /// `markPossiblyStale(below:isObserved:)` telling no observer, in a function of its own for the
    /// same reason as `markDependentsStaleUnobserved`.
    @inline(never)
    func markPossiblyStaleUnobserved(below start: UInt32) {
        markPossiblyStale(below: start, isObserved: false)
    }

    /// `markPossiblyStale(below:isObserved:)` telling the observer of each invalidation.
    @inline(never)
    func markPossiblyStaleObserved(below start: UInt32) {
        markPossiblyStale(below: start, isObserved: true)
    }

    /// Marks every up-to-date node downstream of `start` possibly stale, and queues the outputs;
    /// tells the observer of each invalidation if `isObserved`.
    ///
    /// The buffers' base addresses are kept in locals: nothing the unobserved walk calls can move
    /// them (queueing an output appends to an array of its own), and the observed walk makes each
    /// callback through `reentrantCall(reloading:_:)`. The mark stack's depth is a local too, set in
    /// `markStack.count` only before the walk grows the stack; its entries are reached through
    /// `base.marks`. A marking walk does not nest: an observer may not write from its callback (see
    /// ``GraphObserver``), and a nested walk would start its stack at the bottom again.
    @inline(__always)
    func markPossiblyStale(below start: UInt32, isObserved: Bool) {
        var base = walkBases
        var count = 0
        var node = start
        // Decided once per walk: a graph without barriers tests no node for one.
        let barriers = hasBarriers
        if !isObserved && !barriers && knownRuns.count != 0
            && base.nodes[Int(start)].flags & _NodeRecord.knownRunTop != 0,
            let bottom = knownRunBottom(from: start)
        {
            // A run from the first rule marked, known to be numbered in order, whose edges are as
            // they were: marked by number, the records one after the other, with no edge to load.
            // As along the edges, the walk stops at a rule already marked, as the rest are too;
            // from the bottom on it goes on as usual.
            var next = start &+ 1
            var reached = false
            while base.nodes[Int(next)].state == .upToDate {
                base.nodes[Int(next)].state = .possiblyStale
                if next == bottom {
                    reached = true
                    break
                }
                next &+= 1
            }
            if reached { noteRun(from: start, to: bottom, isInOrder: true) }
            node = reached ? bottom : next &- 1
        }
        while true {
            var edge = base.nodes[Int(node)].firstDependent
            if edge != 0 && base.links[Int(edge)].nextDependent == 0 {
                // One dependent, as along a chain: go on with it, and with its one dependent, as
                // long as each was up to date. Where the run ends, `node` has no dependent, several,
                // or one already marked: the tests below tell which.
                //
                // A chain is usually built one rule after the other, which makes the dependent the
                // next node. Once the edge says so, the walk goes on with `node + 1`, a number it
                // has without waiting for the loads of the edge and the record: the compare only
                // decides a branch, which the processor predicts, so the next level's loads start
                // at once. A long chain is then marked at the pace of its instructions rather than
                // of two loads in a row per level, in well under half the time on a chain of 1,000
                // rules (`Benchmarks/README.md` has the figures). Elsewhere the guess costs a compare.
                let runTop = node
                while true {
                    let next = node &+ 1
                    let target = base.links[Int(edge)].target
                    if target == next {
                        guard markPossiblyStale(next, base: &base, isObserved: isObserved, barriers: barriers) else {
                            break
                        }
                        node = next
                    } else {
                        guard markPossiblyStale(target, base: &base, isObserved: isObserved, barriers: barriers) else {
                            break
                        }
                        node = target
                    }
                    edge = base.nodes[Int(node)].firstDependent
                    if edge == 0 || base.links[Int(edge)].nextDependent != 0 { break }
                }
                // The unobserved walk notes a long run for the update walk (see `_RunHint`). A run
                // of that many rules made one after the other ends that many nodes on; one whose
                // rules were made in another order may not, and then goes without a hint.
                if !isObserved && node &- runTop >= _GraphStorage.minimumRunLength {
                    noteRunIfLong(from: runTop, to: node)
                }
            }
            if edge == 0 {
                enqueueOutput(node)
            } else if base.links[Int(edge)].nextDependent != 0 {
                // Depth first: go on with the first dependent marked, stack the others.
                var next = _GraphStorage.none
                repeat {
                    let target = base.links[Int(edge)].target
                    if markPossiblyStale(target, base: &base, isObserved: isObserved, barriers: barriers) {
                        if next == _GraphStorage.none {
                            next = target
                        } else {
                            if count == markStack.capacity {
                                markStack.count = count
                                markStack.grow()
                                base.marks = markStack.base
                            }
                            base.marks[count] = target
                            count &+= 1
                        }
                    }
                    edge = base.links[Int(edge)].nextDependent
                } while edge != 0
                if next != _GraphStorage.none {
                    node = next
                    continue
                }
            }
            if count == 0 { return }
            count &-= 1
            node = base.marks[count]
        }
    }

    /// Keeps a hint of the run the marking walk just went along, from `top` down single dependents
    /// to `bottom`, if it has `minimumRunLength` steps or more: counted here, once the run has
    /// ended, so that the walk along it counts nothing.
    ///
    /// A run numbered in order, each rule the one after the last, becomes a known run too (see
    /// `knownRuns`), found out on the way.
    @inline(never)
    func noteRunIfLong(from top: UInt32, to bottom: UInt32) {
        var node = top
        var length = 0
        var isInOrder = true
        while node != bottom {
            let next = edges[Int(records[Int(node)].firstDependent)].target
            isInOrder = isInOrder && next == node &+ 1
            node = next
            length &+= 1
            if !isInOrder && length >= _GraphStorage.minimumRunLength { break }
        }
        guard length >= _GraphStorage.minimumRunLength else { return }
        noteRun(from: top, to: bottom, isInOrder: isInOrder)
        if isInOrder { addKnownRun(from: top, to: bottom) }
    }

    /// Keeps the run from `top` to `bottom`, numbered in order, as known, in place of the oldest
    /// known run once there are `runHintLimit`.
    func addKnownRun(from top: UInt32, to bottom: UInt32) {
        if knownRuns.count == _GraphStorage.runHintLimit { removeKnownRun(at: 0) }
        knownRuns.append(_RunHint(top: top, bottom: bottom, version: structureVersion, isInOrder: true))
        records[Int(top)].flags |= _NodeRecord.knownRunTop
    }

    /// The bottom of the known run from `top`, if the graph's edges are as they were when it was
    /// found; a known run they are not is forgotten.
    @inline(never)
    func knownRunBottom(from top: UInt32) -> UInt32? {
        guard let index = (0..<knownRuns.count).first(where: { knownRuns[$0].top == top }) else {
            records[Int(top)].flags &= ~_NodeRecord.knownRunTop
            return nil
        }
        if knownRuns[index].version == structureVersion { return knownRuns[index].bottom }
        removeKnownRun(at: index)
        return nil
    }

    func removeKnownRun(at index: Int) {
        records[Int(knownRuns[index].top)].flags &= ~_NodeRecord.knownRunTop
        for later in index..<(knownRuns.count - 1) { knownRuns[later] = knownRuns[later + 1] }
        knownRuns.count -= 1
    }

    /// Keeps a hint of a run the marking walk just went along, from `top` down single dependents
    /// to `bottom`: in place of the hint of the same bottom (the same run, marked again), else of
    /// the oldest once there are `runHintLimit`.
    func noteRun(from top: UInt32, to bottom: UInt32, isInOrder: Bool) {
        let hint = _RunHint(top: top, bottom: bottom, version: structureVersion, isInOrder: isInOrder)
        for index in 0..<runHints.count where runHints[index].bottom == bottom {
            runHints[index] = hint
            return
        }
        if runHints.count < _GraphStorage.runHintLimit {
            runHints.append(hint)
        } else {
            runHints[nextRunHint] = hint
            nextRunHint = (nextRunHint + 1) % _GraphStorage.runHintLimit
        }
    }

    /// Marks `target` possibly stale if it was up to date, and says whether the walk goes on below
    /// it: it was, and it is not a barrier (which the walk leaves pending, if `barriers`). The step
    /// of `markPossiblyStale(below:isObserved:)` at each dependent. The observed walk makes its
    /// callback through `reentrantCall(reloading:_:)`.
    @inline(__always)
    func markPossiblyStale(
        _ target: UInt32, base: inout _WalkBases, isObserved: Bool, barriers: Bool
    ) -> Bool {
        guard base.nodes[Int(target)].state == .upToDate else { return false }
        base.nodes[Int(target)].state = .possiblyStale
        if isObserved { reentrantCall(reloading: &base) { notifyInvalidated(target, .possiblyStale) } }
        if barriers && isBarrier(target) {
            reachBarrier(target)
            return false
        }
        return true
    }

    @inline(__always)
    func notifyInvalidated(_ node: UInt32, _ state: NodeState) {
        if observesInvalidations { observer?.graph(owner, didInvalidate: NodeID(rawValue: node), to: state) }
    }
}
