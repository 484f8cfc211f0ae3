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
        walk(from: root, isObserved: false)
    }

    /// `update` with the observer told everything: a function of its own, so that its code does
    /// not crowd the unobserved walk's registers.
    @inline(never)
    func updateObserved(_ root: UInt32) {
        walk(from: root, isObserved: true)
    }

    /// The body of `update` and `updateObserved`, inlined into each.
    ///
    /// The walk needs no mark of the nodes on its stack: known edges never form a cycle (the read
    /// that would close one meets a node that is `evaluating` and stops with a cycle error), so the
    /// walk ends, and any cycle a nested pull runs into goes through an evaluating node.
    @inline(__always)
    func walk(from root: UInt32, isObserved: Bool) {
        let base = stack.count
        push(root, cursor: records[Int(root)].firstSource)
        while stack.count > base {
            let top = stack.count - 1
            let node = stack[top].node
            var edge = stack[top].cursor
            var descended = false
            while edge != 0 {
                let source = edges[Int(edge)].source
                let state = records[Int(source)].state
                if state == .upToDate {
                    // A source that changed since the node was last verified makes it stale: the
                    // reader finds out here, so an evaluation never walks its dependents.
                    if Int32(bitPattern: records[Int(source)].changedEpoch &- records[Int(node)].verifiedEpoch) > 0 {
                        records[Int(node)].state = .stale
                    }
                    edge = edges[Int(edge)].nextSource
                    continue
                }
                // The walk comes back to this edge once the source is up to date, to see whether it
                // changed.
                stack[top].cursor = edge
                if state == .stale || state == .possiblyStale {
                    push(source, cursor: records[Int(source)].firstSource)
                    descended = true
                    break
                }
                bringUpToDate(source)  // unevaluated (not reachable through known edges) or an error
            }
            if descended { continue }
            if records[Int(node)].state == .stale {
                // The entry that walked the node's sources now stands for its evaluation.
                stack[top].cursor = _StackEntry.evaluation
                if isObserved {
                    evaluateObserved(node, entryOnStack: true)
                } else {
                    evaluateUnobserved(node, entryOnStack: true)
                }
                stack.count -= 1
            } else {
                stack.count -= 1
                records[Int(node)].state = .upToDate
                records[Int(node)].verifiedEpoch = epoch
                if isObserved { observer?.graph(owner, didVerify: NodeID(rawValue: node)) }
            }
        }
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
        if changed { records[i].changedEpoch = epoch }
    }

    /// Runs the rule's closure with the read cursor set up, then drops the edges it did not read.
    @inline(__always)
    func run(_ node: UInt32, wasInitialized: Bool, entryOnStack: Bool) -> Bool {
        let i = Int(node)
        let saved = cursor
        cursor.rule = node
        cursor.expected = records[i].firstSource
        cursor.previous = 0
        cursor.serial = 0  // taken on the first read off the cursor: most evaluations never need one
        records[i].state = .evaluating
        if !entryOnStack { push(node, cursor: _StackEntry.evaluation) }
        let record = records[i]
        let (changed, storage) = types[Int(record.type)]._withUnsafeGuaranteedRef { type in
            type.evaluate(record.storage, wasInitialized)
        }
        if !wasInitialized {
            // The first run turned the rule's `_RuleBody` into a `_RuleBox`.
            Unmanaged<AnyObject>.fromOpaque(record.storage).release()
            records[i].storage = storage
        }
        if cursor.expected != 0 { truncateSources(of: node) }
        if !entryOnStack { stack.count -= 1 }
        cursor = saved
        return changed
    }
}
