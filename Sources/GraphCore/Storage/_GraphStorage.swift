/// The engine behind ``DependencyGraph``: node records, the edge pool, the value types' tables and
/// the evaluation algorithms, none of them recursive.
///
/// ## How an update works
///
/// A write to an input marks the rules that read it *stale* and, walking the dependent lists with
/// an explicit stack, everything further downstream *possibly stale*. Pulling a node that is not up
/// to date walks its source lists depth first with an explicit stack: a possibly stale node first
/// brings every source up to date; if one of them changed after the node was last verified (its
/// `changedEpoch` is newer), the node re-evaluates, otherwise it is verified without running
/// (equality cutoff). An evaluation never walks its dependents: each finds out when pulled. Because every
/// known source is brought up to date before a rule runs, its reads are plain loads; only a read of
/// a node the rule never read before can start a nested pull.
///
/// A node that has never been evaluated has no known sources, so pulling it runs its rule, whose
/// reads may pull further unevaluated nodes: each is a closure waiting on the native stack for the
/// one it reads, and nothing else runs (a pull evaluates exactly what it reads). When the current
/// stack's budget is spent, the pull goes on on a fresh stack (`_StackHop`): a helper thread runs
/// the nested evaluation while the calling thread waits for it, so the calls stay strictly
/// sequential and a chain of a million new rules pulls cold without overflowing any stack. The
/// memory it takes is the native frames of the closures waiting, as with any recursive pull.
///
/// Reads inside a rule record edges against a cursor into the rule's previous source list: a rule
/// that reads the same sources in the same order as last time creates and removes no edges at all.
@usableFromInline
final class _GraphStorage {
    @usableFromInline static let none = UInt32.max
    /// The stack a pull may use on the thread that calls into the graph, in bytes, before nested
    /// evaluations go on on a fresh stack.
    static let callerStackBudget = 256 * 1024

    // Nodes.
    @exclusivity(unchecked) @usableFromInline var records: UnsafeMutablePointer<_NodeRecord>
    @exclusivity(unchecked) var nodeCount = 0
    @exclusivity(unchecked) var nodeCapacity = 64
    /// The names nodes are shown by: the name given, or for the second node given a name already
    /// used, the name and its rank (`x (2)`).
    @exclusivity(unchecked) var names: [UInt32: String] = [:]
    /// How many nodes were given each name, and the shown names taken (`x (2)`), to make the next
    /// shown name unique.
    @exclusivity(unchecked) var nameUses: [String: Int] = [:]
    /// The nodes of every name given to more than one node, in creation order.
    @exclusivity(unchecked) var duplicateNames: [String: [UInt32]] = [:]

    // Edges (index 0 is the null edge).
    @exclusivity(unchecked) @usableFromInline var edges: UnsafeMutablePointer<_Edge>
    @exclusivity(unchecked) var edgeHighWater = 1
    @exclusivity(unchecked) var edgeCapacity = 64
    @exclusivity(unchecked) var freeEdge: UInt32 = 0
    @exclusivity(unchecked) var liveEdgeCount = 0

    // Value types.
    /// The value types' tables, each retained once; indexed without bounds checks.
    @exclusivity(unchecked) @usableFromInline var types: UnsafeMutablePointer<Unmanaged<_AnyNodeType>>
    @exclusivity(unchecked) var typeCount = 0
    @exclusivity(unchecked) var typeCapacity = 8
    @exclusivity(unchecked) var typeIndex: [TypeKey: UInt16] = [:]

    // Observation.
    unowned(unsafe) var owner: DependencyGraph! {
        didSet { unmanagedOwner = owner.map { Unmanaged.passUnretained($0) } }
    }
    /// `owner`, for the evaluation path to borrow without the retain a load of `owner` costs.
    @exclusivity(unchecked) var unmanagedOwner: Unmanaged<DependencyGraph>?
    @exclusivity(unchecked) var observer: (any GraphObserver)? {
        willSet {
            // An update walk decides once whether it is observed (see `update`), so the observer may
            // not change while a rule runs; a graph being torn down drops it whatever runs.
            if isAlive && runningRule != _GraphStorage.none {
                fatalError(GraphError.observerChangeDuringEvaluation(rule: name(runningRule)).description)
            }
        }
        didSet {
            hasObserver = observer != nil
            observesOldValues = observer?.observesOldValues ?? false
            observesInvalidations = observer?.observesInvalidations ?? false
            if let replaced = observerBox {
                // An observer replacing itself from `willEvaluate` or `didEvaluate` is still running
                // on its borrowed box: the box goes when the callback returns.
                if evaluationReports > 0 { retiredObserverBoxes.append(replaced) } else { replaced.release() }
            }
            observerBox = observer.map { Unmanaged.passRetained(_ObserverBox($0)) }
        }
    }
    /// The observer, boxed and retained once, for the evaluation path to borrow.
    @exclusivity(unchecked) var observerBox: Unmanaged<_ObserverBox>?
    /// How many evaluation callbacks (`willEvaluate`, `didEvaluate`) are running, nested.
    @exclusivity(unchecked) var evaluationReports = 0
    /// Boxes of observers replaced during an evaluation callback, released when it returns.
    @exclusivity(unchecked) var retiredObserverBoxes: [Unmanaged<_ObserverBox>] = []
    /// Whether the observer wants to hear of every invalidation.
    @exclusivity(unchecked) var observesInvalidations = false
    /// While set, nothing is reported to the observer (see `DependencyGraph.withoutObservation`).
    @exclusivity(unchecked) var isMuted = false
    /// The changed inputs of the evaluations being observed, captured before each runs; a stack, as
    /// evaluations nest.
    @exclusivity(unchecked) var changedScratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
    @exclusivity(unchecked) var changedScratchCount = 0
    @exclusivity(unchecked) var changedScratchCapacity = 64
    /// Whether the observer wants old values boxed before each evaluation.
    @exclusivity(unchecked) var observesOldValues = false
    /// Whether an observer is attached: one byte to test on hot paths instead of an existential.
    @exclusivity(unchecked) var hasObserver = false

    // Evaluation context.
    @exclusivity(unchecked) var epoch: UInt32 = 1
    @exclusivity(unchecked) @usableFromInline var current = _GraphStorage.none
    @exclusivity(unchecked) @usableFromInline var expected: UInt32 = 0
    @exclusivity(unchecked) @usableFromInline var previous: UInt32 = 0
    @exclusivity(unchecked) @usableFromInline var serial: UInt32 = 0
    @exclusivity(unchecked) var nextSerial: UInt32 = 0
    /// The running rule whose reads `withoutDependencies` keeps from being recorded, if any.
    @exclusivity(unchecked) var suspendedRule = _GraphStorage.none

    /// The rule being evaluated, also while `withoutDependencies` sets its reads aside; `none`
    /// between updates. What a rule may not do (write, remove, change the observer) checks this.
    var runningRule: UInt32 { current != _GraphStorage.none ? current : suspendedRule }
    /// The lowest stack address the current pull may reach before it goes on on a fresh stack.
    @exclusivity(unchecked) var stackLimit: UInt = 0
    @exclusivity(unchecked) var stack: UnsafeMutablePointer<_StackEntry>
    @exclusivity(unchecked) var stackCount = 0
    @exclusivity(unchecked) var stackCapacity = 64
    @exclusivity(unchecked) var markStack: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) var markStackCapacity = 64
    @exclusivity(unchecked) var isAlive = true

    // Outputs waiting to be pulled by `updateOutputs()`.
    @exclusivity(unchecked) var outputQueue: [UInt32] = []
    /// Rules created from this index on have not been offered to `updateOutputs()` yet: new nodes
    /// are scanned as a range rather than queued one by one (a million new rules, no queue).
    @exclusivity(unchecked) var firstNewNode: UInt32 = 0
    /// Whether a rule was created since the last `updateOutputs()`.
    @exclusivity(unchecked) var hasNewRules = false

    struct TypeKey: Hashable {
        let type: ObjectIdentifier
        let isEquatable: Bool
    }

    init() {
        records = .allocate(capacity: nodeCapacity)
        edges = .allocate(capacity: edgeCapacity)
        edges.initialize(to: _Edge(source: 0, target: 0, nextSource: 0, previousDependent: 0, nextDependent: 0))
        stack = .allocate(capacity: stackCapacity)
        markStack = .allocate(capacity: markStackCapacity)
        types = .allocate(capacity: typeCapacity)
    }

    deinit {
        records.deallocate()
        edges.deallocate()
        stack.deallocate()
        markStack.deallocate()
        changedScratch.deallocate()
        observerBox?.release()
        for box in retiredObserverBoxes { box.release() }
        for number in 0..<typeCount { types[number].release() }
        types.deallocate()
    }

    // MARK: - Creation

    /// The number of the table for values of `type`, created by `make` the first time.
    @usableFromInline
    func typeNumber(_ type: Any.Type, isEquatable: Bool, make: () -> _AnyNodeType) -> UInt16 {
        let key = TypeKey(type: ObjectIdentifier(type), isEquatable: isEquatable)
        if let number = typeIndex[key] { return number }
        precondition(typeCount < Int(UInt16.max), "A graph holds at most 65,535 distinct value types.")
        if typeCount == typeCapacity {
            let newTypes = UnsafeMutablePointer<Unmanaged<_AnyNodeType>>.allocate(capacity: typeCapacity * 2)
            newTypes.moveInitialize(from: types, count: typeCount)
            types.deallocate()
            types = newTypes
            typeCapacity *= 2
        }
        let number = UInt16(typeCount)
        typeIndex[key] = number
        (types + typeCount).initialize(to: Unmanaged.passRetained(make()))
        typeCount += 1
        return number
    }

    @usableFromInline
    func addNode(kind: NodeKind, type: UInt16, storage: UnsafeMutableRawPointer, name: String?) -> UInt32 {
        precondition(isAlive, "The graph was deallocated.")
        precondition(nodeCount < Int(UInt32.max - 1), "A graph holds at most 4,294,967,294 nodes.")
        if nodeCount == nodeCapacity { growNodes(to: nodeCapacity * 2) }
        let index = UInt32(nodeCount)
        let isRule = kind == .rule
        (records + nodeCount).initialize(
            to: _NodeRecord(
                storage: storage, type: type,
                state: isRule ? NodeState.unevaluated.rawValue : NodeState.upToDate.rawValue,
                flags: isRule ? _NodeRecord.isRule : 0))
        nodeCount += 1
        if let name { names[index] = uniqueName(name, for: index) }
        if isRule { hasNewRules = true }
        if let observer {
            observer.graph(owner, didCreate: NodeID(rawValue: index), kind: kind, name: self.name(index))
        }
        return index
    }

    func growNodes(to capacity: Int) {
        let newRecords = UnsafeMutablePointer<_NodeRecord>.allocate(capacity: capacity)
        newRecords.moveInitialize(from: records, count: nodeCount)
        records.deallocate()
        records = newRecords
        nodeCapacity = capacity
    }

    func growEdges(to capacity: Int) {
        let newEdges = UnsafeMutablePointer<_Edge>.allocate(capacity: capacity)
        newEdges.moveInitialize(from: edges, count: edgeHighWater)
        edges.deallocate()
        edges = newEdges
        edgeCapacity = capacity
    }

    func reserve(nodes: Int, edges edgeCount: Int) {
        if nodeCount + nodes > nodeCapacity { growNodes(to: nodeCount + nodes) }
        if edgeHighWater + edgeCount > edgeCapacity { growEdges(to: edgeHighWater + edgeCount) }
    }

    // MARK: - Names and inspection

    func name(_ index: UInt32) -> String { names[index] ?? "#\(index)" }

    /// The name node `index` is shown by, given `name`: `name` itself the first time, then `name (2)`,
    /// `name (3)` (skipping any shown name already taken).
    func uniqueName(_ name: String, for index: UInt32) -> String {
        guard let uses = nameUses[name] else {
            nameUses[name] = 1
            return name
        }
        var rank = uses + 1
        var shown = "\(name) (\(rank))"
        while nameUses[shown] != nil {
            rank += 1
            shown = "\(name) (\(rank))"
        }
        nameUses[name] = rank
        nameUses[shown] = 1
        if duplicateNames[name] == nil {
            // The first node of that name: the one whose shown name is the name itself.
            duplicateNames[name] = names.first { $0.value == name }.map { [$0.key] } ?? []
        }
        duplicateNames[name]!.append(index)
        return shown
    }

    func checkedIndex(_ id: NodeID) -> Int {
        precondition(isAlive, GraphError.graphDeallocated(id.description).description)
        precondition(Int(id.rawValue) < nodeCount, "Node \(id) does not belong to this graph.")
        return Int(id.rawValue)
    }

    func sources(of index: UInt32) -> [NodeID] {
        var result: [NodeID] = []
        var edge = records[Int(index)].firstSource
        while edge != 0 {
            result.append(NodeID(rawValue: edges[Int(edge)].source))
            edge = edges[Int(edge)].nextSource
        }
        return result
    }

    func dependents(of index: UInt32) -> [NodeID] {
        var result: [NodeID] = []
        var edge = records[Int(index)].firstDependent
        while edge != 0 {
            result.append(NodeID(rawValue: edges[Int(edge)].target))
            edge = edges[Int(edge)].nextDependent
        }
        return result.reversed()
    }

    func anyValue(_ index: UInt32) -> Any {
        let record = records[Int(index)]
        return types[Int(record.type)]._withUnsafeGuaranteedRef { $0.box(record.storage) }
    }

    // MARK: - Reading

    /// The node's value if its type is `T`, without boxing; `nil` for another type.
    @inlinable
    func typedValue<T>(_ index: UInt32, as type: T.Type) -> T? {
        let record = records[Int(index)]
        let matches = types[Int(record.type)]._withUnsafeGuaranteedRef {
            ObjectIdentifier($0.valueType) == ObjectIdentifier(T.self)
        }
        guard matches else { return nil }
        return Unmanaged<_ValueBox<T>>.fromOpaque(record.storage)._withUnsafeGuaranteedRef { $0.value }
    }

    /// `read`, with its common case inlined into the reading rule: the node is up to date and the
    /// rule reads it where it did last time.
    @inlinable @inline(__always)
    func readInline(_ index: UInt32) -> UnsafeMutableRawPointer {
        let i = Int(index)
        let edge = expected
        // `expected` is 0 whenever no rule's reads are recorded (`run` restores it, and
        // `withoutDependencies` sets it aside), so `edge != 0` also says a rule's are.
        if records[i].state == 1 && edge != 0 && edges[Int(edge)].source == index {
            previous = edge
            expected = edges[Int(edge)].nextSource
            return records[i].storage
        }
        return read(index)
    }

    /// Brings the node up to date, records the read if a rule is running, and returns a pointer to
    /// the node's value, valid until the graph next runs code.
    @usableFromInline
    func read(_ index: UInt32) -> UnsafeMutableRawPointer {
        let i = Int(index)
        if records[i].state != NodeState.upToDate.rawValue { bringUpToDate(index) }
        if current != _GraphStorage.none { recordRead(index) }
        return records[i].storage
    }

    /// Like `read`, but records no dependency.
    @usableFromInline
    func peek(_ index: UInt32) -> UnsafeMutableRawPointer {
        let i = Int(index)
        if records[i].state != NodeState.upToDate.rawValue { bringUpToDate(index) }
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
            stackLimit = here &- UInt(_GraphStorage.callerStackBudget)
        } else if here < stackLimit {
            let saved = stackLimit
            _StackHop.run { limit in
                self.stackLimit = limit
                self.bringUpToDateNow(index)
            }
            stackLimit = saved
            return
        }
        bringUpToDateNow(index)
    }

    /// The body of `bringUpToDate`, on whichever stack it runs.
    func bringUpToDateNow(_ index: UInt32) {
        switch NodeState(rawValue: records[Int(index)].state)! {
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
            // Decided here, once per walk, so that the unobserved walk has no test of an observer
            // at all (the observer cannot change while a rule runs).
            if hasObserver { updateObserved(index) } else { update(index) }
        }
    }

    /// The cycle that reading `index` would close: the active path from its entry to the top.
    func cycleError(reaching index: UInt32) -> GraphError {
        var path: [String] = [name(index)]
        var position = stackCount - 1
        while position >= 0 && stack[position].node != index {
            path.append(name(stack[position].node))
            position -= 1
        }
        path.append(name(index))
        return .cycle(path.reversed())
    }

    // MARK: - Pulling

    @inline(__always)
    func push(_ node: UInt32, cursor: UInt32) {
        if stackCount == stackCapacity { growStack() }
        (stack + stackCount).initialize(to: _StackEntry(node: node, cursor: cursor))
        stackCount += 1
    }

    @inline(never)
    func growStack() {
        let newStack = UnsafeMutablePointer<_StackEntry>.allocate(capacity: stackCapacity * 2)
        newStack.moveInitialize(from: stack, count: stackCount)
        stack.deallocate()
        stack = newStack
        stackCapacity *= 2
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
        let base = stackCount
        push(root, cursor: records[Int(root)].firstSource)
        while stackCount > base {
            let top = stackCount - 1
            let node = stack[top].node
            var edge = stack[top].cursor
            var descended = false
            while edge != 0 {
                let source = edges[Int(edge)].source
                let state = records[Int(source)].state
                if state == NodeState.upToDate.rawValue {
                    // A source that changed since the node was last verified makes it stale: the
                    // reader finds out here, so an evaluation never walks its dependents.
                    if Int32(bitPattern: records[Int(source)].changedEpoch &- records[Int(node)].verifiedEpoch) > 0 {
                        records[Int(node)].state = NodeState.stale.rawValue
                    }
                    edge = edges[Int(edge)].nextSource
                    continue
                }
                // The walk comes back to this edge once the source is up to date, to see whether it
                // changed.
                stack[top].cursor = edge
                if state == NodeState.stale.rawValue || state == NodeState.possiblyStale.rawValue {
                    push(source, cursor: records[Int(source)].firstSource)
                    descended = true
                    break
                }
                bringUpToDate(source)  // unevaluated (not reachable through known edges) or an error
            }
            if descended { continue }
            if records[Int(node)].state == NodeState.stale.rawValue {
                // The entry that walked the node's sources now stands for its evaluation.
                stack[top].cursor = _StackEntry.evaluation
                if isObserved {
                    evaluateObserved(node, entryOnStack: true)
                } else {
                    evaluateUnobserved(node, entryOnStack: true)
                }
                stackCount -= 1
            } else {
                stackCount -= 1
                records[Int(node)].state = NodeState.upToDate.rawValue
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
        let wasInitialized = entryOnStack || records[i].state != NodeState.unevaluated.rawValue
        let changed = run(node, wasInitialized: wasInitialized, entryOnStack: entryOnStack)
        records[i].state = NodeState.upToDate.rawValue
        records[i].verifiedEpoch = epoch
        // The dependents are not up to date (a node is only up to date once its sources are), and
        // each will see the new `changedEpoch` when the update walk reaches it.
        if changed { records[i].changedEpoch = epoch }
    }

    /// `evaluate` with the observer told everything: kept apart so the unobserved path stays lean.
    @inline(never)
    func evaluateObserved(_ node: UInt32, entryOnStack: Bool) {
        guard let box = observerBox else { return evaluateUnobserved(node, entryOnStack: entryOnStack) }
        let i = Int(node)
        let wasInitialized = records[i].state != NodeState.unevaluated.rawValue
        let id = NodeID(rawValue: node)
        let graph = unmanagedOwner.unsafelyUnwrapped
        box._withUnsafeGuaranteedRef { box in
            if box.observesEvaluationStarts {
                reportingEvaluation { graph._withUnsafeGuaranteedRef { box.observer.graph($0, willEvaluate: id) } }
            }
        }
        let oldValue = wasInitialized && observesOldValues ? _ValueBox<Any>(value: anyValue(node)) : nil
        // The reasons are the sources read last time that changed since: capture them before the
        // rule runs and rewrites its source list.
        let first = changedScratchCount
        if wasInitialized {
            let verified = records[i].verifiedEpoch
            var edge = records[i].firstSource
            while edge != 0 {
                let source = edges[Int(edge)].source
                if Int32(bitPattern: records[Int(source)].changedEpoch &- verified) > 0 { appendChanged(source) }
                edge = edges[Int(edge)].nextSource
            }
        }
        let last = changedScratchCount
        let changed = run(node, wasInitialized: wasInitialized, entryOnStack: entryOnStack)
        records[i].state = NodeState.upToDate.rawValue
        records[i].verifiedEpoch = epoch
        if changed {
            records[i].changedEpoch = epoch
            // Told to an observer that wants every invalidation; otherwise readers find out.
            if observesInvalidations && records[i].firstDependent != 0 { markDependentsStale(of: node) }
        }
        let outcome: EvaluationOutcome = wasInitialized ? (changed ? .changed : .unchanged) : .initial
        let evaluation = Evaluation(
            storage: Unmanaged.passUnretained(self), node: id, outcome: outcome, oldValue: oldValue,
            changedInputs: UnsafeBufferPointer(start: changedScratch + first, count: last - first))
        // Loaded again rather than kept from the start: an observer that replaced or detached
        // itself from a callback in between has released the box it came with.
        observerBox?._withUnsafeGuaranteedRef { box in
            reportingEvaluation { graph._withUnsafeGuaranteedRef { box.observer.graph($0, didEvaluate: evaluation) } }
        }
        changedScratchCount = first
    }

    /// Runs an evaluation callback, during which a replaced observer's box is kept alive.
    @inline(__always)
    func reportingEvaluation(_ callback: () -> Void) {
        evaluationReports += 1
        callback()
        evaluationReports -= 1
        if evaluationReports == 0 && !retiredObserverBoxes.isEmpty { releaseRetiredObserverBoxes() }
    }

    @inline(never)
    func releaseRetiredObserverBoxes() {
        for box in retiredObserverBoxes { box.release() }
        retiredObserverBoxes = []
    }

    func appendChanged(_ source: UInt32) {
        if changedScratchCount == changedScratchCapacity {
            let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: changedScratchCapacity * 2)
            grown.moveInitialize(from: changedScratch, count: changedScratchCount)
            changedScratch.deallocate()
            changedScratch = grown
            changedScratchCapacity *= 2
        }
        changedScratch[changedScratchCount] = source
        changedScratchCount += 1
    }

    /// Runs the rule's closure with the read cursor set up, then drops the edges it did not read.
    @inline(__always)
    func run(_ node: UInt32, wasInitialized: Bool, entryOnStack: Bool) -> Bool {
        let i = Int(node)
        let savedCurrent = current
        let savedExpected = expected
        let savedPrevious = previous
        let savedSerial = serial
        current = node
        expected = records[i].firstSource
        previous = 0
        serial = 0  // taken on the first read off the cursor: most evaluations never need one
        records[i].state = NodeState.evaluating.rawValue
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
        if expected != 0 { truncateSources(of: node) }
        if !entryOnStack { stackCount -= 1 }
        current = savedCurrent
        expected = savedExpected
        previous = savedPrevious
        serial = savedSerial
        return changed
    }

    /// The sources whose value changed after `node` was last evaluated or verified.
    func changedSources(of node: UInt32) -> [NodeID] {
        var result: [NodeID] = []
        let verified = records[Int(node)].verifiedEpoch
        var edge = records[Int(node)].firstSource
        while edge != 0 {
            let source = edges[Int(edge)].source
            if Int32(bitPattern: records[Int(source)].changedEpoch &- verified) > 0 {
                result.append(NodeID(rawValue: source))
            }
            edge = edges[Int(edge)].nextSource
        }
        return result
    }

    func resetReadMarks() {
        for index in 0..<nodeCount { records[index].readMark = 0 }
        nextSerial = 1
    }

    /// Runs `body` with no rule's reads being recorded: the read cursor is set aside with the
    /// running rule, so that no read in `body` can confirm or add an edge.
    func withoutDependencies<T>(_ body: () throws -> T) rethrows -> T {
        let saved = (current, expected, previous, suspendedRule)
        if current != _GraphStorage.none { suspendedRule = current }
        current = _GraphStorage.none
        expected = 0
        previous = 0
        defer { (current, expected, previous, suspendedRule) = saved }
        return try body()
    }

    // MARK: - Recording reads

    @inline(__always)
    func recordRead(_ source: UInt32) {
        // The read the previous evaluation made next: confirm its edge. Such a read cannot repeat an
        // earlier one, as the cursor only moves past edges already confirmed.
        let edge = expected
        if edge != 0 && edges[Int(edge)].source == source {
            previous = edge
            expected = edges[Int(edge)].nextSource
            return
        }
        // A repeated read of a node met off the cursor before: nothing to do.
        if serial == 0 {
            nextSerial &+= 1
            if nextSerial == 0 { resetReadMarks() }
            serial = nextSerial
        }
        if records[Int(source)].readMark == serial { return }
        records[Int(source)].readMark = serial
        recordNewRead(source)
    }

    /// A read that does not follow the previous evaluation's order: find the edge elsewhere in the
    /// list (a repeated or reordered read) or add a new one.
    func recordNewRead(_ source: UInt32) {
        let target = current
        // Already read in this evaluation (a nested evaluation reused the read mark)?
        var edge = records[Int(target)].firstSource
        while edge != 0 && edge != expected {
            if edges[Int(edge)].source == source { return }
            edge = edges[Int(edge)].nextSource
        }
        // Read last time, but later: move the edge up to the cursor.
        var before = expected
        edge = before == 0 ? 0 : edges[Int(before)].nextSource
        while edge != 0 {
            if edges[Int(edge)].source == source {
                edges[Int(before)].nextSource = edges[Int(edge)].nextSource
                insertSourceEdge(edge)
                return
            }
            before = edge
            edge = edges[Int(edge)].nextSource
        }
        // A new dependency.
        let newEdge = allocateEdge()
        edges[Int(newEdge)] = _Edge(
            source: source, target: target, nextSource: 0, previousDependent: 0,
            nextDependent: records[Int(source)].firstDependent)
        if records[Int(source)].firstDependent != 0 {
            edges[Int(records[Int(source)].firstDependent)].previousDependent = newEdge
        }
        records[Int(source)].firstDependent = newEdge
        insertSourceEdge(newEdge)
        if let observer {
            observer.graph(owner, didAddEdgeFrom: NodeID(rawValue: source), to: NodeID(rawValue: target))
        }
    }

    /// Inserts `edge` into the current rule's source list at the cursor and confirms it.
    func insertSourceEdge(_ edge: UInt32) {
        edges[Int(edge)].nextSource = expected
        if previous == 0 {
            records[Int(current)].firstSource = edge
        } else {
            edges[Int(previous)].nextSource = edge
        }
        previous = edge
    }

    /// Drops the edges the current evaluation did not confirm.
    func truncateSources(of node: UInt32) {
        let first = expected
        if previous == 0 {
            records[Int(node)].firstSource = 0
        } else {
            edges[Int(previous)].nextSource = 0
        }
        dropSourceEdges(from: first, of: node)
    }

    /// Drops the source edges of `node` from `edge` to the end of its list (already cut off it):
    /// each leaves its source's dependent list, and a source left with no reader while stale
    /// becomes an output to pull.
    func dropSourceEdges(from first: UInt32, of node: UInt32) {
        var edge = first
        while edge != 0 {
            let next = edges[Int(edge)].nextSource
            let source = edges[Int(edge)].source
            unlinkDependent(edge)
            freeEdgeSlot(edge)
            if let observer {
                observer.graph(owner, didRemoveEdgeFrom: NodeID(rawValue: source), to: NodeID(rawValue: node))
            }
            becameOutputIfStale(source)
            edge = next
        }
    }

    func allocateEdge() -> UInt32 {
        liveEdgeCount += 1
        if freeEdge != 0 {
            let edge = freeEdge
            freeEdge = edges[Int(edge)].nextSource
            return edge
        }
        if edgeHighWater == edgeCapacity { growEdges(to: edgeCapacity * 2) }
        precondition(edgeHighWater < Int(UInt32.max), "A graph holds at most 4,294,967,294 edges.")
        edgeHighWater += 1
        return UInt32(edgeHighWater - 1)
    }

    func freeEdgeSlot(_ edge: UInt32) {
        liveEdgeCount -= 1
        edges[Int(edge)].nextSource = freeEdge
        freeEdge = edge
    }

    func unlinkDependent(_ edge: UInt32) {
        let source = edges[Int(edge)].source
        let before = edges[Int(edge)].previousDependent
        let after = edges[Int(edge)].nextDependent
        if before == 0 {
            records[Int(source)].firstDependent = after
        } else {
            edges[Int(before)].nextDependent = after
        }
        if after != 0 { edges[Int(after)].previousDependent = before }
    }

    // MARK: - Writing and invalidation

    /// Replaces an input's value with a copy of the one at `newValue` and invalidates what depends on it.
    @usableFromInline
    func write(_ index: UInt32, _ newValue: UnsafeMutableRawPointer) {
        let i = Int(index)
        if records[i].state != NodeState.upToDate.rawValue || runningRule != _GraphStorage.none {
            checkWritable(index)
        }
        let record = records[i]
        let observer = isMuted ? nil : self.observer
        let oldValue: Any? = observer == nil ? nil : anyValue(index)
        let changed = types[Int(record.type)]._withUnsafeGuaranteedRef { type in
            type.replace(record.storage, newValue)
        }
        if changed {
            epoch &+= 1
            records[i].changedEpoch = epoch
            if records[i].firstDependent != 0 { markDependentsStale(of: index) }
        }
        if let observer {
            observer.graph(
                owner, didWrite: NodeID(rawValue: index), from: oldValue!, to: anyValue(index), changed: changed)
        }
    }

    func checkWritable(_ index: UInt32) {
        if records[Int(index)].state == NodeState.removed.rawValue {
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
            markDependentsStale(of: node, isObserved: true)
        } else {
            markDependentsStale(of: node, isObserved: false)
        }
    }

    /// The body of `markDependentsStale(of:)`, inlined into it once for each value of `isObserved`.
    @inline(__always)
    func markDependentsStale(of node: UInt32, isObserved: Bool) {
        var edge = records[Int(node)].firstDependent
        while edge != 0 {
            let target = edges[Int(edge)].target
            let state = records[Int(target)].state
            if state == NodeState.upToDate.rawValue {
                records[Int(target)].state = NodeState.stale.rawValue
                if isObserved { notifyInvalidated(target, .stale) }
                markPossiblyStale(below: target, isObserved: isObserved)
            } else if state == NodeState.possiblyStale.rawValue {
                records[Int(target)].state = NodeState.stale.rawValue
                if isObserved { notifyInvalidated(target, .stale) }
            }
            edge = edges[Int(edge)].nextDependent
        }
    }

    /// Marks every up-to-date node downstream of `start` possibly stale, and queues the outputs;
    /// tells the observer of each invalidation if `isObserved`.
    @inline(__always)
    func markPossiblyStale(below start: UInt32, isObserved: Bool) {
        var count = 1
        markStack[0] = start
        while count > 0 {
            count -= 1
            var node = markStack[count]
            // Depth first: go on with the first dependent marked, stack the others.
            while true {
                var edge = records[Int(node)].firstDependent
                if edge == 0 {
                    enqueueOutput(node)
                    break
                }
                var next = _GraphStorage.none
                while edge != 0 {
                    let target = edges[Int(edge)].target
                    if records[Int(target)].state == NodeState.upToDate.rawValue {
                        records[Int(target)].state = NodeState.possiblyStale.rawValue
                        if isObserved { notifyInvalidated(target, .possiblyStale) }
                        if next == _GraphStorage.none {
                            next = target
                        } else {
                            if count == markStackCapacity { growMarkStack() }
                            markStack[count] = target
                            count += 1
                        }
                    }
                    edge = edges[Int(edge)].nextDependent
                }
                if next == _GraphStorage.none { break }
                node = next
            }
        }
    }

    @inline(never)
    func growMarkStack() {
        let newStack = UnsafeMutablePointer<UInt32>.allocate(capacity: markStackCapacity * 2)
        newStack.moveInitialize(from: markStack, count: markStackCapacity)
        markStack.deallocate()
        markStack = newStack
        markStackCapacity *= 2
    }

    @inline(__always)
    func notifyInvalidated(_ node: UInt32, _ state: NodeState) {
        if observesInvalidations { observer?.graph(owner, didInvalidate: NodeID(rawValue: node), to: state) }
    }

    // MARK: - Outputs

    func enqueueOutput(_ node: UInt32) {
        if records[Int(node)].flags & _NodeRecord.queued != 0 { return }
        records[Int(node)].flags |= _NodeRecord.queued
        outputQueue.append(node)
    }

    /// A node that just lost a dependent: if it lost its last one while not up to date, nothing
    /// would pull it any more, so it joins the outputs to pull.
    func becameOutputIfStale(_ node: UInt32) {
        let record = records[Int(node)]
        if record.firstDependent == 0 && record.state != NodeState.upToDate.rawValue
            && record.state != NodeState.removed.rawValue
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
        while hasPendingOutputs {
            var queue = outputQueue
            outputQueue = []
            if hasNewRules {
                // The rules created since the last call that nothing reads yet.
                let end = UInt32(nodeCount)
                for index in firstNewNode..<end where records[Int(index)].flags & _NodeRecord.isRule != 0 {
                    let record = records[Int(index)]
                    if record.firstDependent == 0 && record.state == NodeState.unevaluated.rawValue {
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
                let record = records[Int(node)]
                if record.state == NodeState.removed.rawValue || record.firstDependent != 0 { continue }
                if record.state != NodeState.upToDate.rawValue { bringUpToDate(node) }
            }
        }
    }

    var hasPendingOutputs: Bool { !outputQueue.isEmpty || hasNewRules }

    // MARK: - Removal

    func remove(_ index: UInt32) {
        let i = Int(index)
        if records[i].state == NodeState.removed.rawValue {
            fatalError(GraphError.removedNode(name(index)).description)
        }
        if runningRule != _GraphStorage.none {
            fatalError(GraphError.removalDuringEvaluation(node: name(index), rule: name(runningRule)).description)
        }
        // Its readers will run again in a new epoch, so that what they change is seen as newer
        // than every verification before the removal.
        epoch &+= 1
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
            if let observer {
                observer.graph(owner, didRemoveEdgeFrom: NodeID(rawValue: index), to: NodeID(rawValue: target))
            }
            readers.append(target)
            edge = next
        }
        let record = records[i]
        types[Int(record.type)].takeUnretainedValue().release(
            record.storage, record.state != NodeState.unevaluated.rawValue)
        records[i].state = NodeState.removed.rawValue
        for reader in readers {
            let state = records[Int(reader)].state
            if state == NodeState.upToDate.rawValue || state == NodeState.possiblyStale.rawValue {
                if state == NodeState.upToDate.rawValue {
                    markPossiblyStale(below: reader, isObserved: observesInvalidations)
                }
                records[Int(reader)].state = NodeState.stale.rawValue
                notifyInvalidated(reader, .stale)
            }
        }
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
            let record = records[index]
            if record.state != NodeState.removed.rawValue {
                types[Int(record.type)].takeUnretainedValue().release(
                    record.storage, record.state != NodeState.unevaluated.rawValue)
            }
            records[index].state = NodeState.removed.rawValue
        }
        observer = nil
        outputQueue = []
        hasNewRules = false
    }
}
