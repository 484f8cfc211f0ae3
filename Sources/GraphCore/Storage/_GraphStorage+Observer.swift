/// The observer's lifecycle (attaching, replacing and detaching it, also from inside its own
/// callbacks) and the reports of an observed evaluation, kept apart from the unobserved path.
extension _GraphStorage {
    /// A rule may not change the observer: an update walk decides once whether it is observed
    /// (see `bringUpToDateNow`), so the observer stays the same while a rule runs; a graph being
    /// torn down drops it whatever runs.
    func observerWillChange() {
        if isAlive && runningRule != _GraphStorage.none {
            fatalError(GraphError.observerChangeDuringEvaluation(rule: name(runningRule)).description)
        }
        // The reports held for the observer going are its own.
        if heldEvaluations.count != 0 { handOverHeldEvaluations() }
    }

    /// Caches what the new observer wants to hear and boxes it for the evaluation path to borrow.
    func observerDidChange() {
        hasObserver = observer != nil
        observesOldValues = observer?.observesOldValues ?? false
        observesInvalidations = observer?.observesInvalidations ?? false
        observesEvaluationsOnly =
            observer.map { !$0.observesOldValues && !$0.observesInvalidations && !$0.observesEvaluationStarts } ?? false
        batchesEvaluations = observesEvaluationsOnly && observer?._reportsEvaluationsInBatches == true
        if let replaced = observerBox {
            // An observer replacing itself from `willEvaluate` or `didEvaluate` is still running
            // on its borrowed box: the box goes when the callback returns.
            if evaluationReports > 0 { retiredObserverBoxes.append(replaced) } else { replaced.release() }
        }
        observerBox = observer.map { Unmanaged.passRetained(_ObserverBox($0)) }
    }
    /// `evaluate` with the observer told everything: kept apart so the unobserved path stays lean.
    @inline(never)
    func evaluateObserved(_ node: UInt32, entryOnStack: Bool) {
        guard let box = observerBox else { return evaluateUnobserved(node, entryOnStack: entryOnStack) }
        let i = Int(node)
        let wasInitialized = records[i].state != .unevaluated
        let id = NodeID(rawValue: node)
        let graph = unmanagedOwner.unsafelyUnwrapped
        box._withUnsafeGuaranteedRef { box in
            if box.observesEvaluationStarts {
                reportingEvaluation { graph._withUnsafeGuaranteedRef { box.observer.graph($0, willEvaluate: id) } }
            }
        }
        let oldValue =
            wasInitialized && observesOldValues ? Unmanaged.passRetained(_ValueBox<Any>(value: anyValue(node))) : nil
        // The reasons are the sources read last time that changed since: capture them before the
        // rule runs and rewrites its source list.
        let first = changedScratch.count
        let verified = records[i].verifiedEpoch
        var cause: UInt32 = 0
        let carriesCause = tracksCauses && hasCausedWrite(since: verified)
        if wasInitialized {
            var edge = records[i].firstSource
            while edge != 0 {
                let source = edges[Int(edge)].source
                if records[Int(source)].changedEpoch.isAfter(verified) {
                    appendChanged(source)
                    if carriesCause { cause = max(cause, causes[Int(source)]) }
                }
                edge = edges[Int(edge)].nextSource
            }
        }
        let last = changedScratch.count
        let changed = run(node, wasInitialized: wasInitialized, entryOnStack: entryOnStack)
        if changed && tracksCauses { carryCause(to: node, since: verified) }
        records[i].state = .upToDate
        records[i].verifiedEpoch = epoch
        if changed {
            records[i].changedEpoch = epoch
            if isWatched(node) { noteWatchedChange(node) }
            // Told to an observer that wants every invalidation; otherwise readers find out.
            if observesInvalidations && records[i].firstDependent != 0 { markDependentsStale(of: node) }
        }
        let outcome: EvaluationOutcome = wasInitialized ? (changed ? .changed : .unchanged) : .initial
        // The reports held so far come first.
        if heldEvaluations.count != 0 { handOverHeldEvaluations() }
        let evaluation = Evaluation(
            storage: Unmanaged.passUnretained(self), node: id, outcome: outcome, oldValue: oldValue,
            changedInputs: UnsafeBufferPointer(start: changedScratch.base + first, count: last - first),
            cause: ChangeCause(rawValue: cause))
        // Loaded again rather than kept from the start: an observer that replaced or detached
        // itself from a callback in between has released the box it came with.
        observerBox?._withUnsafeGuaranteedRef { box in
            reportingEvaluation { graph._withUnsafeGuaranteedRef { box.observer.graph($0, didEvaluate: evaluation) } }
        }
        changedScratch.count = first
        oldValue?.release()
    }

    /// The update walk's evaluation of a stale rule for an observer that wants no evaluation starts,
    /// no old values and no invalidations: `rerun` with the changed inputs captured before it and
    /// the report after it. Returns whether the value changed.
    ///
    /// The cursor is restored to `saved`, the walk's own, before the observer is told: during its
    /// call no rule is running, as on every other path.
    @inline(__always)
    func evaluateLeanObserved(_ node: UInt32, restoring saved: _ReadCursor) -> Bool {
        let i = Int(node)
        // A stale node has run before. The reasons are the sources read last time that changed
        // since: captured before the rule runs and rewrites its source list.
        let first = changedScratch.count
        let verified = records[i].verifiedEpoch
        var cause: UInt32 = 0
        let carriesCause = tracksCauses && hasCausedWrite(since: verified)
        var edge = records[i].firstSource
        while edge != 0 {
            let source = edges[Int(edge)].source
            if records[Int(source)].changedEpoch.isAfter(verified) {
                changedScratch.append(source)
                if carriesCause { cause = max(cause, causes[Int(source)]) }
            }
            edge = edges[Int(edge)].nextSource
        }
        let last = changedScratch.count
        let changed = rerun(node)
        cursor = saved
        if changed && tracksCauses { carryCause(to: node, since: verified) }
        let record = records.base + i
        record.pointee.state = .upToDate
        record.pointee.verifiedEpoch = epoch
        if changed {
            record.pointee.changedEpoch = epoch
            if isWatched(node) { noteWatchedChange(node) }
        }
        let evaluation = Evaluation(
            storage: Unmanaged.passUnretained(self), node: NodeID(rawValue: node),
            outcome: changed ? .changed : .unchanged, oldValue: nil,
            changedInputs: UnsafeBufferPointer(start: changedScratch.base + first, count: last - first),
            cause: ChangeCause(rawValue: cause))
        let graph = unmanagedOwner.unsafelyUnwrapped
        observerBox.unsafelyUnwrapped._withUnsafeGuaranteedRef { box in
            reportingEvaluation { graph._withUnsafeGuaranteedRef { box.observer.graph($0, didEvaluate: evaluation) } }
        }
        changedScratch.count = first
        return changed
    }

    /// The update walk's evaluation of a stale rule for an observer that takes its evaluations in
    /// batches: `rerun`, and its report held in `heldEvaluations` rather than told. Returns whether
    /// the value changed.
    ///
    /// As in the unobserved walk, the cursor is left as the rule leaves it: the walk restores its
    /// own before it calls the observer or pulls a node that never ran, and when it ends.
    ///
    /// The walk compared every source's epoch on its way through the node, and counted the
    /// changed ones (`foundInputs`), unless it left the node for a source in between. The common
    /// evaluation, with none or one it found and no cause to carry, is reported here; any other goes
    /// through `evaluateHeldInFull`, out of the walk's way.
    @inline(__always)
    func evaluateHeld(
        _ node: UInt32, nodes: UnsafeMutablePointer<_NodeRecord>, foundInputs: UInt32, foundInput: UInt32
    ) -> Bool {
        guard foundInputs <= 1 && !(tracksCauses && hasCausedWrite(since: nodes[Int(node)].verifiedEpoch)) else {
            return evaluateHeldInFull(node, foundInputs: foundInputs, foundInput: foundInput)
        }
        let changed = rerun(node)
        // No cause to carry: a rule that changed has none.
        if changed && tracksCauses { causes[Int(node)] = 0 }
        // The records may have moved while the rule ran.
        let after = records.base + Int(node)
        after.pointee.state = .upToDate
        after.pointee.verifiedEpoch = epoch
        if changed {
            after.pointee.changedEpoch = epoch
            if isWatched(node) { noteWatchedChange(node) }
        }
        let position = heldEvaluations.count
        hold(
            node, record: after, inputCode: foundInputs, firstInput: foundInputs == 0 ? 0 : foundInput, changed: changed
        )
        // A node the head cannot name goes into a detail of its own.
        if node >= _HeldEvaluation.packedNodeLimit { holdDetail(at: position, node: node, cause: 0) }
        return changed
    }

    /// `evaluateHeld` for an evaluation that is not the common one: two or more changed inputs or a
    /// count the walk could not keep (the sources are gone over here, before the rule runs and
    /// rewrites its source list), or a cause to carry.
    @inline(never)
    func evaluateHeldInFull(_ node: UInt32, foundInputs: UInt32, foundInput: UInt32) -> Bool {
        let verified = records[Int(node)].verifiedEpoch
        var inputCode = _HeldEvaluation.inputsNone
        var firstInput: UInt32 = 0
        var cause: UInt32 = 0
        if foundInputs == 1 {
            inputCode = _HeldEvaluation.inputsOne
            firstInput = foundInput
            if tracksCauses && hasCausedWrite(since: verified) { cause = causes[Int(foundInput)] }
        } else if foundInputs != 0 {
            (inputCode, firstInput, cause) = holdChangedInputs(of: node, verified: verified)
        }
        let changed = rerun(node)
        if changed && tracksCauses { carryCause(to: node, since: verified) }
        let after = records.base + Int(node)
        after.pointee.state = .upToDate
        after.pointee.verifiedEpoch = epoch
        if changed {
            after.pointee.changedEpoch = epoch
            if isWatched(node) { noteWatchedChange(node) }
        }
        let position = heldEvaluations.count
        hold(node, record: after, inputCode: inputCode, firstInput: firstInput, changed: changed)
        // A cause, or a node the head cannot name, goes into a detail of its own.
        if cause != 0 || node >= _HeldEvaluation.packedNodeLimit { holdDetail(at: position, node: node, cause: cause) }
        return changed
    }

    /// Holds the report of an evaluation of `node`, whose record is `record`, after the reports
    /// held so far. Each report that is not plain (see `_HeldEvaluation`) is counted, once held: a
    /// hand-over while the rule ran starts the count again.
    ///
    /// No room to check: the walk hands the reports over as soon as it holds
    /// `heldEvaluationLimit`, which is the buffer's capacity, and nothing else adds to them.
    @inline(__always)
    func hold(
        _ node: UInt32, record: UnsafeMutablePointer<_NodeRecord>, inputCode: UInt32, firstInput: UInt32, changed: Bool
    ) {
        assert(heldEvaluations.count < heldEvaluations.capacity, "more held reports than the hand-over allows")
        let position = heldEvaluations.count
        let flags = record.pointee.flags
        if inputCode == _HeldEvaluation.inputsMany { heldIrregularCount &+= 1 }
        let value = _HeldEvaluation.valueBits(of: record.pointee.storage, flags: flags)
        if !value.isScalar { heldIrregularCount &+= 1 }
        (heldEvaluations.base + position).initialize(
            to: _HeldEvaluation(
                node: node, inputCode: inputCode, firstInput: firstInput, outcome: changed ? .changed : .unchanged,
                flags: flags, bits: value.bits))
        heldEvaluations.count = position &+ 1
    }

    /// Keeps the cause and the whole node of the report held at `position`, which is then not
    /// plain, and marks its head so.
    @inline(never)
    func holdDetail(at position: Int, node: UInt32, cause: UInt32) {
        heldDetails.append(_HeldDetail(position: UInt32(truncatingIfNeeded: position), node: node, cause: cause))
        heldEvaluations[position].head |= _HeldEvaluation.detailBit
        heldIrregularCount &+= 1
    }

    /// Goes over the sources of a node `evaluateHeld` is about to run, for the ones that changed
    /// since `verified`: returns how many (a `_HeldEvaluation` input code), the one if there is
    /// one (else where their count is in `heldInputs`, the inputs after it), and the latest cause
    /// among them.
    ///
    /// Kept out of the walk: most evaluations have the one changed input the walk found.
    @inline(never)
    func holdChangedInputs(of node: UInt32, verified: _Epoch) -> (code: UInt32, first: UInt32, cause: UInt32) {
        let nodes = records.base
        let links = edges.base
        var cause: UInt32 = 0
        // The count goes first, once it is known: room for it is kept.
        let first = heldInputs.count
        if first == heldInputs.capacity { heldInputs.grow() }
        var count = first &+ 1
        var inputs = heldInputs.base
        var edge = nodes[Int(node)].firstSource
        while edge != 0 {
            let source = links[Int(edge)].source
            if nodes[Int(source)].changedEpoch.isAfter(verified) {
                if count == heldInputs.capacity {
                    heldInputs.count = count
                    heldInputs.grow()
                    inputs = heldInputs.base
                }
                inputs[count] = source
                count &+= 1
                if tracksCauses && hasCausedWrite(since: verified) { cause = max(cause, causes[Int(source)]) }
            }
            edge = links[Int(edge)].nextSource
        }
        let inputCount = UInt32(truncatingIfNeeded: count &- first &- 1)
        // With none or one, nothing is kept (room a growth took is given back).
        if inputCount <= 1 {
            heldInputs.count = first
            return inputCount == 1
                ? (_HeldEvaluation.inputsOne, inputs[first &+ 1], cause) : (_HeldEvaluation.inputsNone, 0, cause)
        }
        inputs[first] = inputCount
        heldInputs.count = count
        return (_HeldEvaluation.inputsMany, UInt32(truncatingIfNeeded: first), cause)
    }

    /// Hands the held evaluation reports to the observer, in one call, and empties the buffer.
    ///
    /// The graph does so before any other call to the observer, and before a pull from outside
    /// any rule returns (`updateOutputs()` once, after all its pulls): the reports keep their order
    /// among the observer's calls, and no node they name runs again before the observer reads its
    /// value.
    @usableFromInline @inline(never)
    func handOverHeldEvaluations() {
        let count = heldEvaluations.count
        // Emptied before the call: a hand-over the observer's call sets off (it detaches itself)
        // finds nothing to hand over. Nothing is held meanwhile, as no rule runs in an observer.
        heldEvaluations.count = 0
        // The changed inputs of the evaluations still running (a hand-over while a rule runs) were
        // captured before their rules ran: they stay where they are until no rule runs.
        if runningRule == _GraphStorage.none { heldInputs.count = 0 }
        let detailCount = heldDetails.count
        let irregularCount = heldIrregularCount
        heldDetails.count = 0
        heldIrregularCount = 0
        guard let box = observerBox, count > 0 else { return }
        let batch = _EvaluationBatch(
            storage: Unmanaged.passUnretained(self), entries: heldEvaluations.base, inputs: heldInputs.base,
            details: UnsafeBufferPointer(start: heldDetails.base, count: detailCount), isPlain: irregularCount == 0,
            count: count)
        let graph = unmanagedOwner.unsafelyUnwrapped
        box._withUnsafeGuaranteedRef { box in
            reportingEvaluation { graph._withUnsafeGuaranteedRef { box.observer._graph($0, didEvaluate: batch) } }
        }
    }

    /// Hands over the held evaluation reports, if any: see `handOverHeldEvaluations`.
    @inlinable @inline(__always)
    func reportHeldEvaluations() {
        if heldEvaluations.count != 0 { handOverHeldEvaluations() }
    }

    /// Runs an evaluation callback, during which a replaced observer's box is kept alive.
    @inline(__always)
    func reportingEvaluation(_ callback: () -> Void) {
        evaluationReports &+= 1
        callback()
        evaluationReports &-= 1
        if evaluationReports == 0 && !retiredObserverBoxes.isEmpty { releaseRetiredObserverBoxes() }
    }

    @inline(never)
    func releaseRetiredObserverBoxes() {
        for box in retiredObserverBoxes { box.release() }
        retiredObserverBoxes = []
    }

    func appendChanged(_ source: UInt32) {
        changedScratch.append(source)
    }
}
