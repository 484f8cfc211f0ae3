internal import CacheHints

/// The update walk over known sources, and the evaluation of a rule with its read cursor set up.
extension _GraphStorage {
    @inline(__always)
    func push(_ node: UInt32, cursor: UInt32) {
        stack.append(_StackEntry(node: node, cursor: cursor))
    }

    /// Brings a stale or possibly stale node up to date, depth first over its known sources,
    /// telling no observer.
    ///
    /// Measured with the observer's tests removed from the engine altogether, this walk runs the
    /// same instructions: an observer that is not attached costs nothing.
    @inline(never)
    func update(_ root: UInt32) {
        walk(from: root, mode: .unobserved)
    }

    /// `update` for an observer that takes its evaluations in batches, as the trace recorder does:
    /// the unobserved walk, with a report held for each evaluation (`evaluateHeld`) and the
    /// observer called only to take them or to hear of a rule verified without running.
    ///
    /// The reports a pull from outside any rule held are handed over before it returns, except in
    /// `updateOutputs()`, which hands over those of all its pulls at once.
    @inline(never)
    func updateHeld(_ root: UInt32) {
        walk(from: root, mode: .held)
        if heldEvaluations.count != 0 && !isUpdatingOutputs && runningRule == _GraphStorage.none {
            handOverHeldEvaluations()
        }
    }

    /// `update` with the observer told everything: a function of its own, so that its code does
    /// not crowd the unobserved walk's registers.
    @inline(never)
    func updateObserved(_ root: UInt32) {
        walk(from: root, mode: .observed)
    }

    /// The body of `update`, `updateHeld` and `updateObserved`, inlined into each.
    ///
    /// The walk needs no mark of the nodes on its stack: known edges never form a cycle (the read
    /// that would close one meets a node that is `evaluating` and stops with a cycle error), so the
    /// walk ends, and any cycle a nested pull runs into goes through an evaluating node.
    ///
    /// The walk keeps its depth and the buffers' base addresses in locals: it stores the depth back
    /// (`stack.count`) before each call that can use the stack, and makes every call that can run
    /// a rule or the observer (a nested pull, an evaluation, an observer's callback) through
    /// `reentrantCall(reloading:_:)`, which loads the addresses again after it. Between those
    /// calls nothing can move a buffer.
    @inline(__always)
    func walk(from root: UInt32, mode: _WalkMode) {
        // Whether the walk calls the observer on its way: it then restores the cursor before each
        // call, for the call to run with no rule running, and reads the epoch afresh after it, as
        // the observer may write.
        let callsObserver = mode != .unobserved
        // The root ends a run the marking walk noted: from the run's top down, if the graph is still
        // as the hint says (see `_RunHint`).
        if mode == .unobserved && runHints.count != 0, let run = takeRunHint(endingAt: root),
            run.isInOrder ? updateRunInOrder(from: run.top, to: root) : updateRun(from: run.top, to: root)
        {
            return
        }
        let bottom = stack.count
        // The walk sets the cursor up for each rule it runs and restores it once, at the end:
        // between its evaluations no code reads through it (a nested pull saves and restores the
        // cursor it finds), so what the last rule left there does no harm. A walk that calls the
        // observer also restores it before each call.
        let saved = cursor
        // No write can happen while a rule runs, so the epoch stays the same between the walk's
        // calls to the observer.
        var epoch = self.epoch
        // Whether the node the walk just finished was evaluated and changed: its reader is then
        // stale without comparing epochs.
        var changed = false
        var top = bottom
        if top == stack.capacity { stack.grow() }
        var node = root
        var edge = records[Int(root)].firstSource
        var base = walkBases
        base.entries[top].node = root
        // The held walk collects the changed inputs of the node it is at as its epoch comparisons
        // find them, so an evaluation need not go over its sources again: how many it found and the
        // last one. The count is `_GraphStorage.inputsUnknown` or more where what the walk saw of the
        // node is not the whole story (see `evaluateHeld`).
        var foundInputs: UInt32 = 0
        var foundInput: UInt32 = 0
        while true {
            // Bring the sources of `node` up to date, from `edge` on, descending into the first one
            // that is not.
            while edge != 0 {
                let source = base.links[Int(edge)].source
                let state = base.nodes[Int(source)].state
                if state == .upToDate {
                    // A source that changed since the node was last verified makes it stale: the
                    // reader finds out here, so an evaluation never walks its dependents.
                    if base.nodes[Int(source)].changedEpoch.isAfter(base.nodes[Int(node)].verifiedEpoch) {
                        base.nodes[Int(node)].state = .stale
                        if mode == .held {
                            foundInputs &+= 1
                            foundInput = source
                        }
                    }
                    edge = base.links[Int(edge)].nextSource
                    continue
                }
                if state == .stale || state == .possiblyStale {
                    // The walk comes back to the node after the source, compares the source's
                    // epoch then, and goes on with the edge after it.
                    base.entries[top].cursor = base.links[Int(edge)].nextSource
                    top &+= 1
                    if top == stack.capacity {
                        // The walk's own growth, not a call out: only the stack moved.
                        stack.count = top
                        stack.grow()
                        base.entries = stack.base
                    }
                    node = source
                    edge = base.nodes[Int(source)].firstSource
                    base.entries[top].node = source
                    if mode == .held { foundInputs = 0 }
                    continue
                }
                // Unevaluated (not reachable through known edges) or an error; the edge is looked
                // at again once the source is up to date.
                stack.count = top &+ 1
                if callsObserver { cursor = saved }
                // (The node's sources are looked at again when it runs.)
                if mode == .held { foundInputs = _GraphStorage.inputsUnknown }
                reentrantCall(reloading: &base) { bringUpToDate(source) }
                // A nested pull can run callbacks that write.
                if callsObserver { epoch = self.epoch }
            }
            // Every source is up to date: run the node if one of them changed, else verify it.
            changed = false
            if base.nodes[Int(node)].state == .stale {
                // The node's entry stays on the stack while its rule runs, for nested pulls to stack
                // above and for a cycle error to name.
                stack.count = top &+ 1
                let record = base.nodes + Int(node)
                prefetchClosure(after: node, record: record)
                // The rule may create nodes, read a new source or pull deeper, and the observer may
                // do anything a callback can: any of the three buffers may move.
                switch mode {
                case .observed:
                    changed = reentrantCall(reloading: &base) {
                        if observesEvaluationsOnly { return evaluateLeanObserved(node, restoring: saved) }
                        evaluateObserved(node, entryOnStack: true)
                        return false
                    }
                    epoch = self.epoch
                case .held:
                    let nodes = base.nodes
                    changed = reentrantCall(reloading: &base) {
                        evaluateHeld(node, nodes: nodes, foundInputs: foundInputs, foundInput: foundInput)
                    }
                    // Handed over while the values just computed are still in the cache: a whole
                    // frame's batch read back at its end misses for each node's value.
                    if heldEvaluations.count >= _GraphStorage.heldEvaluationLimit {
                        cursor = saved
                        reentrantCall(reloading: &base) { handOverHeldEvaluations() }
                        epoch = self.epoch
                    }
                case .unobserved:
                    let firstSource = record.pointee.firstSource
                    changed = reentrantCall(reloading: &base) { rerun(node, record: record, firstSource: firstSource) }
                    if changed && tracksCauses { carryCause(to: node, since: base.nodes[Int(node)].verifiedEpoch) }
                    base.nodes[Int(node)].state = .upToDate
                    base.nodes[Int(node)].verifiedEpoch = epoch
                    // The dependents are not up to date (a node is only up to date once its sources
                    // are), and each sees the new `changedEpoch` when the walk reaches it.
                    if changed {
                        base.nodes[Int(node)].changedEpoch = epoch
                        if isWatched(node) { noteWatchedChange(node) }
                    }
                }
            } else {
                base.nodes[Int(node)].state = .upToDate
                base.nodes[Int(node)].verifiedEpoch = epoch
                if callsObserver {
                    stack.count = top &+ 1
                    cursor = saved
                    reentrantCall(reloading: &base) {
                        if heldEvaluations.count != 0 { handOverHeldEvaluations() }
                        observer?.graph(owner, didVerify: NodeID(rawValue: node))
                    }
                    epoch = self.epoch
                }
            }
            if top == bottom { break }
            // Back to the reader the walk descended from, which compares the epoch of the source
            // just brought up to date and goes on with its next edge.
            let source = node
            top &-= 1
            node = base.entries[top].node
            edge = base.entries[top].cursor
            if mode == .held {
                // Back at a node the walk left for one of its sources: the walk forgot what it found
                // of the node's inputs before it left, and there was something only if the node is
                // stale now (finding a changed input makes it so). A stale node may also have been
                // made so by a write, before the walk or in a callback on the way: either way, it
                // looks at its sources again when it runs.
                foundInputs = base.nodes[Int(node)].state == .stale ? _GraphStorage.inputsUnknown : 0
            }
            if changed || base.nodes[Int(source)].changedEpoch.isAfter(base.nodes[Int(node)].verifiedEpoch) {
                base.nodes[Int(node)].state = .stale
                if mode == .held {
                    foundInputs &+= 1
                    foundInput = source
                }
            }
        }
        stack.count = bottom
        cursor = saved
    }

    /// The top of the run the hints have ending at `root`, if the hint still holds and the top is
    /// not up to date; the hint is used up either way.
    @inline(never)
    func takeRunHint(endingAt root: UInt32) -> _RunHint? {
        guard let index = (0..<runHints.count).first(where: { runHints[$0].bottom == root }) else { return nil }
        let hint = runHints[index]
        runHints[index] = runHints[runHints.count - 1]
        runHints.count -= 1
        nextRunHint = 0
        guard hint.version == structureVersion else { return nil }
        let state = records[Int(hint.top)].state
        return state == .stale || state == .possiblyStale ? hint : nil
    }

    /// Brings a run up to date, from `top`, which is not up to date, to `end`, the node a pull
    /// started at; returns whether it got to `end` (else the pull goes on the usual way, with the
    /// run brought up to date as far as it got).
    ///
    /// The top comes up to date as any node does, in a walk of its own: that walk may go down a
    /// run of its own first, but each hint is taken once, so this nests no deeper than the hints
    /// the graph keeps.
    @inline(never)
    func updateRun(from top: UInt32, to end: UInt32) -> Bool {
        updateRun(from: top, to: end, isInOrder: false)
    }

    /// `updateRun(from:to:)` for a run numbered in order: each step expects the rule after the
    /// last, and checks the edge to it.
    @inline(never)
    func updateRunInOrder(from top: UInt32, to end: UInt32) -> Bool {
        updateRun(from: top, to: end, isInOrder: true)
    }

    /// The body of `updateRun(from:to:)` and `updateRunInOrder(from:to:)`.
    @inline(__always)
    func updateRun(from top: UInt32, to end: UInt32, isInOrder: Bool) -> Bool {
        update(top)
        let saved = cursor
        let depth = stack.count
        if depth == stack.capacity { stack.grow() }
        let reached = updateRun(
            after: top, changed: false, to: end, depth: depth, epoch: epoch, isInOrder: isInOrder
        ).reached
        stack.count = depth
        cursor = saved
        return reached
    }

    /// Brings the rules of a run up to date in order, from the one after `start`, which is up to
    /// date (and `changed` if its evaluation changed it), to `end`: each rule the single dependent of
    /// the one before and reading nothing else, so that its one source is up to date when it is
    /// reached, with no descent into it first. Returns whether it got to `end`, and then whether
    /// `end` changed.
    ///
    /// Each step checks the graph as it is: where a rule is not the one dependent of the last or
    /// reads more, or is up to date already, the run stops, and the update walk takes the rest the
    /// usual way. The rule being brought up to date stands in the stack's entry at `depth`.
    ///
    /// In a run numbered in order, the next rule is the one after the last, a number the step has
    /// before it loads anything: the loads of the next steps then need not wait for this one's.
    @inline(__always)
    func updateRun(
        after start: UInt32, changed: Bool, to end: UInt32, depth: Int, epoch: _Epoch, isInOrder: Bool
    ) -> (reached: Bool, changed: Bool) {
        var node = start
        var changed = changed
        var base = walkBases
        stack.count = depth &+ 1
        repeat {
            let edge = base.nodes[Int(node)].firstDependent
            guard edge != 0 && base.links[Int(edge)].nextDependent == 0 else { return (false, false) }
            let next: UInt32
            if isInOrder {
                next = node &+ 1
                guard base.links[Int(edge)].target == next else { return (false, false) }
            } else {
                next = base.links[Int(edge)].target
            }
            // The edge is also the dependent's whole source list.
            guard base.nodes[Int(next)].firstSource == edge && base.links[Int(edge)].nextSource == 0 else {
                return (false, false)
            }
            let state = base.nodes[Int(next)].state
            guard state == .stale || state == .possiblyStale else { return (false, false) }
            if changed || state == .stale
                || base.nodes[Int(node)].changedEpoch.isAfter(base.nodes[Int(next)].verifiedEpoch)
            {
                stack[depth].node = next
                let record = base.nodes + Int(next)
                changed = reentrantCall(reloading: &base) { rerun(next, record: record, firstSource: edge) }
                if changed && tracksCauses { carryCause(to: next, since: base.nodes[Int(next)].verifiedEpoch) }
                if changed {
                    base.nodes[Int(next)].changedEpoch = epoch
                    if isWatched(next) { noteWatchedChange(next) }
                }
            }
            base.nodes[Int(next)].state = .upToDate
            base.nodes[Int(next)].verifiedEpoch = epoch
            node = next
        } while node != end
        return (true, changed)
    }

    /// Runs a rule that has run before, from the unobserved update walk, whose stack entry stands
    /// for it; returns whether its value changed. The cursor is set for the rule's reads and left
    /// as the rule leaves it: the walk restores its own when it ends.
    @inline(__always)
    func rerun(_ node: UInt32) -> Bool {
        rerun(node, record: records.base + Int(node), firstSource: records[Int(node)].firstSource)
    }

    /// `rerun(_:)` given the node's record and its first source edge, where the caller has them.
    @inline(__always)
    func rerun(_ node: UInt32, record: UnsafeMutablePointer<_NodeRecord>, firstSource: UInt32) -> Bool {
        cursor.rule = node
        cursor.expected = firstSource
        cursor.previous = 0
        cursor.ahead = 0
        cursor.serial = 0  // taken on the first read off the cursor: most evaluations never need one
        record.pointee.state = .evaluating
        let storage = record.pointee.storage
        // The record may move while the rule runs (a rule can create nodes): not used after this.
        // A `Double`, `Int` or `Bool` rule compared with `==` runs here, with no call through its
        // table: one indirect call an evaluation instead of two, for the values most rules have.
        // `Double` first, the values of animations and of most rules, tested first whatever the
        // walk's code around it (a switch may test it last).
        let scalar = record.pointee.flags & _NodeRecord.equatableScalarMask
        let changed =
            if _fastPath(scalar == _NodeRecord.equatableDouble) {
                _NodeType<Double>.reevaluate(storage)
            } else {
                switch scalar {
                case _NodeRecord.equatableInt: _NodeType<Int>.reevaluate(storage)
                case _NodeRecord.equatableBool: _NodeType<Bool>.reevaluate(storage)
                default: types[Int(record.pointee.type)]._withUnsafeGuaranteedRef { $0.reevaluate(storage) }
                }
            }
        if cursor.expected | cursor.ahead != 0 { truncateSources(of: node) }
        return changed
    }

    /// Evaluates a rule that has never run: only it, and what its closure reads.
    func evaluateCold(_ index: UInt32) {
        evaluate(index)
    }

    /// Runs a rule, records what it reads, and stores its value and the epoch of its change.
    ///
    /// - Parameter entryOnStack: Whether the stack's top entry already stands for this evaluation.
    @inline(__always)
    func evaluate(_ node: UInt32, entryOnStack: Bool = false) {
        if hasObserver {
            evaluateObserved(node, entryOnStack: entryOnStack)
        } else {
            evaluateUnobserved(node, entryOnStack: entryOnStack)
        }
    }

    /// `evaluate` with no observer to tell.
    @inline(__always)
    func evaluateUnobserved(_ node: UInt32, entryOnStack: Bool) {
        let i = Int(node)
        // A node the update walk evaluates is stale, so it has run before.
        let wasInitialized = entryOnStack || records[i].state != .unevaluated
        let changed = run(node, wasInitialized: wasInitialized, entryOnStack: entryOnStack)
        if changed && tracksCauses { carryCause(to: node, since: records[i].verifiedEpoch) }
        records[i].state = .upToDate
        records[i].verifiedEpoch = epoch
        // The dependents are not up to date (a node is only up to date once its sources are), and
        // each will see the new `changedEpoch` when the update walk reaches it.
        if changed {
            records[i].changedEpoch = epoch
            if isWatched(node) { noteWatchedChange(node) }
        }
    }

    /// Runs the rule's closure with the read cursor set up, then drops the edges it did not read.
    @inline(__always)
    func run(_ node: UInt32, wasInitialized: Bool, entryOnStack: Bool) -> Bool {
        let i = Int(node)
        let saved = cursor
        cursor.rule = node
        cursor.expected = records[i].firstSource
        cursor.previous = 0
        cursor.ahead = 0
        cursor.serial = 0  // taken on the first read off the cursor: most evaluations never need one
        records[i].state = .evaluating
        if !entryOnStack { push(node, cursor: 0) }
        let record = records[i]
        let changed = types[Int(record.type)]._withUnsafeGuaranteedRef { type in
            type.evaluate(record.storage, wasInitialized)
        }
        if cursor.expected | cursor.ahead != 0 { truncateSources(of: node) }
        if !entryOnStack { stack.count -= 1 }
        cursor = saved
        return changed
    }

    /// Asks for the closure context of the rule `prefetchDistance` nodes on, which a graph built
    /// in the order it is read runs a few evaluations later: for the update walk, whose next
    /// evaluation waits on the walk's own loads. Down a run (`updateRun`) the next rule's number
    /// is known before anything is loaded, so the processor runs ahead to its context unasked,
    /// and the hint only made each of the chain's rules slower (by a fifth, in the run that
    /// `Benchmarks/README.md` records).
    ///
    /// A closure's context is the one object of a rule the graph does not lay out: Swift allocates
    /// it where the rule is made, and in a fragmented heap the contexts of consecutive rules are
    /// scattered. Past the second-level cache, a rule then waited on its context's line before its
    /// closure could read what it captured; asked for a few rules ahead, the line is on its way.
    ///
    /// Only for rules of the scalar types, whose slot layout is known here (the value's 8 bytes,
    /// then the closure: the context is the slot's third word). Such a slot is always in one of the
    /// arena's chunks, which are not freed while the graph lives, so the load is of memory the graph
    /// owns even when the node was removed; a prefetch of whatever address it finds there is only a
    /// hint, which never faults.
    @inline(__always)
    func prefetchClosure(after node: UInt32, record: UnsafeMutablePointer<_NodeRecord>) {
        guard Int(node) &+ _GraphStorage.prefetchDistance < records.count else { return }
        let next = record + _GraphStorage.prefetchDistance
        guard next.pointee.flags & _NodeRecord.scalarRule != 0 else { return }
        cache_hint_read(next.pointee.storage.load(fromByteOffset: 16, as: UnsafeRawPointer?.self))
    }
}
