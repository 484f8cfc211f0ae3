/// An incremental dependency graph: inputs you set, rules that compute from other nodes, and
/// dependencies recorded as rules read.
///
/// `DependencyGraph` is the engine under Animatic's animation graph, and knows nothing of
/// animation or time. It mirrors the core of SwiftUI's private attribute graph:
///
/// - An **input** holds a value set from outside (`@State` storage).
/// - A **rule** computes its value with a closure. Every node the closure reads becomes a
///   dependency, recorded afresh at every evaluation: an edge the latest evaluation did not read is
///   dropped. This is how a rule that reads the time only while it animates depends on time only
///   while it animates.
/// - A write marks what depends on the input as possibly stale. Reading a node pulls it up to date:
///   a possibly stale rule re-evaluates only if one of its inputs really changed. Values that are
///   `Equatable` cut propagation off when a rule produces an equal value; other values always count
///   as changed.
/// - A **barrier** (``markBarrier(_:rank:)``) stops the marking until it has been brought up to date, and
///   lets it go on below only if its value changed: a node many others read whose value seldom
///   changes when its inputs do costs nothing below it when it stays equal.
///
/// Writes and updates walk the graph with explicit stacks, never recursion. A *cold* pull (reading
/// rules that never ran) runs exactly the rules it reads, each closure waiting on the native stack
/// for the value it reads; when a thread's stack is spent the pull goes on on a fresh one, so a
/// chain of a million new rules pulls cold without overflowing. Its memory is those waiting
/// closures' frames, released when the pull returns.
///
/// A long chain of rules, each read only by the next, is what a write and a pull walk most: the
/// write notes where such a run starts and ends, and the pull of its end brings it up from the top,
/// one rule after the other, instead of first going up the chain to find where to start. A chain
/// made in a loop, its rules numbered in order, is marked by number the next time.
///
///     let graph = DependencyGraph()
///     let width = graph.input(10.0, name: "width")
///     let area = graph.rule(name: "area") { width.value * width.value }
///     area.value        // 100
///     width.value = 3
///     area.value        // 9: re-evaluated because width changed
///
/// A graph is not thread-safe: use it from one thread or task at a time.
///
/// - Complexity: A write costs O(*k*) in the number of nodes it invalidates; a pull costs O(*k*)
///   in the nodes it checks plus the cost of the rules that re-evaluate. A rule that reads the same
///   nodes in the same order as last time changes no edges; one that reads them in another order
///   costs O(1) a read to record.
public final class DependencyGraph {
    @usableFromInline let storage: _GraphStorage

    /// Creates an empty graph.
    public init() {
        storage = _GraphStorage()
        storage.owner = self
    }

    deinit { storage.tearDown() }

    /// The observer that sees every write, invalidation, evaluation and edge change; `nil` by
    /// default, which costs nothing.
    ///
    /// Attach, replace or detach it between updates: an update is observed whole or not at all, so
    /// setting it while a rule is being evaluated stops with
    /// ``GraphError/observerChangeDuringEvaluation(rule:)``.
    public var observer: (any GraphObserver)? {
        get { storage.observer }
        set { storage.observer = newValue }
    }

    // MARK: Creating nodes

    /// Creates an input node holding `value`; writes of an equal value change nothing.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - name: The name shown in traces and errors; `#` and the node's index if `nil`. A name already
    ///     used is shown with its rank, `name (2)`.
    /// - Returns: A handle that reads and writes the value.
    @inlinable
    public func input<Value: Equatable>(_ value: Value, name: String? = nil) -> Input<Value> {
        let type = storage.typeNumber(Value.self, isEquatable: true) { _NodeType<Value>.equatable() }
        let slot = _NodeType.inputSlot(value, in: storage)
        return Input(storage: storage, index: storage.addNode(kind: .input, type: type, storage: slot, name: name))
    }

    /// Creates an input node holding a value that is not `Equatable`: every write counts as a change.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - name: The name shown in traces and errors; `#` and the node's index if `nil`. A name already
    ///     used is shown with its rank, `name (2)`.
    /// - Returns: A handle that reads and writes the value.
    @inlinable
    public func input<Value>(_ value: Value, name: String? = nil) -> Input<Value> {
        let type = storage.typeNumber(Value.self, isEquatable: false) { _NodeType<Value>.opaque() }
        let slot = _NodeType.inputSlot(value, in: storage)
        return Input(storage: storage, index: storage.addNode(kind: .input, type: type, storage: slot, name: name))
    }

    /// Creates a rule node whose value `body` computes; an equal result cuts propagation off.
    ///
    /// The rule is lazy: `body` first runs when the node is read. Every node `body` reads becomes
    /// one of its dependencies.
    ///
    /// - Parameters:
    ///   - name: The name shown in traces and errors; `#` and the node's index if `nil`. A name already
    ///     used is shown with its rank, `name (2)`.
    ///   - body: A pure function of other nodes' values. It must not write inputs.
    /// - Returns: A handle that reads the value.
    @inlinable
    public func rule<Value: Equatable>(name: String? = nil, _ body: @escaping () -> Value) -> Rule<Value> {
        let type = storage.typeNumber(Value.self, isEquatable: true) { _NodeType<Value>.equatable() }
        let slot = _NodeType.ruleSlot(body, in: storage)
        return Rule(storage: storage, index: storage.addNode(kind: .rule, type: type, storage: slot, name: name))
    }

    /// Creates a rule node whose value is not `Equatable`: every evaluation counts as a change.
    ///
    /// - Parameters:
    ///   - name: The name shown in traces and errors; `#` and the node's index if `nil`. A name already
    ///     used is shown with its rank, `name (2)`.
    ///   - body: A pure function of other nodes' values. It must not write inputs.
    /// - Returns: A handle that reads the value.
    @inlinable
    public func rule<Value>(name: String? = nil, _ body: @escaping () -> Value) -> Rule<Value> {
        let type = storage.typeNumber(Value.self, isEquatable: false) { _NodeType<Value>.opaque() }
        let slot = _NodeType.ruleSlot(body, in: storage)
        return Rule(storage: storage, index: storage.addNode(kind: .rule, type: type, storage: slot, name: name))
    }

    /// Reserves room for `nodes` more nodes and `edges` more edges, so building a large graph does
    /// not reallocate.
    public func reserveCapacity(nodes: Int, edges: Int = 0) {
        storage.reserve(nodes: nodes, edges: edges)
    }

    /// Removes a node and every edge to and from it.
    ///
    /// The rules that read the node become stale; when they next run, reading the removed node is
    /// a precise error, so a rule that still needs it fails loudly instead of using an old value.
    ///
    /// The node's value and closure are released at once. Its record and its name stay, so that a
    /// handle to it still gets an error that names it, and a trace still tells it from a node made
    /// later: about 180 bytes a node, which a graph that makes and removes nodes without end keeps
    /// adding (a view whose three-node branch switches 100,000 times grows by about 53 MB).
    ///
    /// - Precondition: The node has not been removed, and no rule is being evaluated.
    public func remove(_ node: NodeID) {
        storage.remove(UInt32(storage.checkedIndex(node)))
    }

    // MARK: Updating

    /// Brings `node` up to date without recording a dependency, even inside a rule.
    public func pull(_ node: NodeID) {
        _ = storage.peek(UInt32(storage.checkedIndex(node)))
    }

    /// Makes `node` a late output: when no rule reads it, each ``updateOutputs()`` brings it up to
    /// date after the other outputs, so that what it reads has been decided by them first. A
    /// renderer marks its leaves (a drawn frame) this way: they read a layout that reads views
    /// whose existence other outputs decide.
    ///
    /// - Parameter node: A rule of this graph.
    public func markLateOutput(_ node: NodeID) {
        storage.markLateOutput(UInt32(storage.checkedIndex(node)))
    }

    /// Makes `node` a barrier: a change above it marks it possibly stale and goes no further until it
    /// has been brought up to date; only if its value changed then is what reads it marked, and
    /// brought up to date in its turn.
    ///
    /// Without barriers, a change marks everything downstream of it possibly stale at once, and
    /// every marked node is verified later even when the nodes between found their values equal.
    /// For a node many others read whose value seldom changes when its sources do (a container's
    /// layout, which every frame inside it reads, after a row's text ran and stayed the same), an
    /// equal value then costs nothing below it: no node there is marked or verified.
    ///
    /// Every pull from outside a rule brings the barriers a change reached up to date first, so it
    /// never sees a stale value; ``updateOutputs()`` brings them up to date after its outputs and
    /// before its late outputs (see ``markLateOutput(_:)``). A rule pulled before that which reads
    /// a node below a barrier runs again once the barrier's change reaches it.
    ///
    /// Barriers a change reached are brought up to date by `rank`, the lowest first: rank a barrier
    /// below another (reading it, directly or not) higher than it, so that it runs once, after the
    /// one above. A layout is ranked by its depth in the view tree. Barriers of one rank go in the
    /// order they were made. Calling this again for a barrier changes its rank.
    ///
    /// - Parameters:
    ///   - node: A node of this graph.
    ///   - rank: Where the barrier comes among the others when a change reaches several.
    public func markBarrier(_ node: NodeID, rank: Int = 0) {
        precondition(
            rank >= 0 && rank <= Int(UInt32.max),
            "markBarrier(_:rank:): the rank \(rank) of '\(name(of: node))' is not in 0...\(UInt32.max).")
        storage.markBarrier(UInt32(storage.checkedIndex(node)), rank: UInt32(rank))
    }

    /// The rank of barrier `node` (see ``markBarrier(_:rank:)``); `nil` if it is not a barrier.
    public func barrierRank(of node: NodeID) -> Int? {
        let index = UInt32(storage.checkedIndex(node))
        guard storage.isBarrier(index) else { return nil }
        return Int(storage.barrierRanks[index] ?? 0)
    }

    /// Brings every output (a node no rule reads) that was created or invalidated since the last
    /// call up to date, in creation order (late outputs last, see ``markLateOutput(_:)``).
    ///
    /// This is what a renderer does once per frame. It costs nothing when nothing was invalidated,
    /// however large the graph.
    public func updateOutputs() { storage.updateOutputs() }

    /// Whether some output was created or invalidated, or a change reached a barrier (see
    /// ``markBarrier(_:rank:)``), since the last ``updateOutputs()``.
    public var hasPendingOutputs: Bool { storage.hasPendingOutputs }

    /// Runs `body` without telling the observer about the writes it makes, such as a clock's tick
    /// that every trace entry already shows.
    public func withoutObservation<T>(_ body: () throws -> T) rethrows -> T {
        let saved = storage.isMuted
        storage.isMuted = true
        defer { storage.isMuted = saved }
        return try body()
    }

    /// Hands the observer the evaluation reports the graph holds for it, if it takes them in
    /// batches (``GraphObserver/_reportsEvaluationsInBatches``): for an observer about to record
    /// something of its own while a rule runs, so that it records it after the evaluations that
    /// ran before.
    ///
    /// - Complexity: O(1) when nothing is held.
    @inlinable
    public func _reportHeldEvaluations() {
        storage.reportHeldEvaluations()
    }

    /// Runs `body` without recording dependencies for the reads it makes, even inside a rule.
    public func withoutDependencies<T>(_ body: () throws -> T) rethrows -> T {
        try storage.withoutDependencies(body)
    }

    // MARK: Inspecting

    /// The number of nodes ever created, removed ones included; also the next node's index.
    public var nodeCount: Int { storage.nodeCount }

    /// The number of dependency edges.
    public var edgeCount: Int { storage.liveEdgeCount }

    /// The identifiers of every node that has not been removed, in creation order.
    public var nodes: [NodeID] {
        (0..<storage.nodeCount).compactMap { index in
            storage.records[index].state == .removed ? nil : NodeID(rawValue: UInt32(index))
        }
    }

    /// The rule being evaluated right now, if any.
    public var evaluatingNode: NodeID? {
        storage.cursor.rule == _GraphStorage.none ? nil : NodeID(rawValue: storage.cursor.rule)
    }

    /// The node's name: the one it was created with, or `#` and its index.
    ///
    /// Names need not be unique, as SwiftUI repeats view names: the second node created with a name
    /// already used is shown as `name (2)`, the third `name (3)`, and so on, so traces and errors
    /// tell them apart.
    public func name(of node: NodeID) -> String { storage.name(UInt32(storage.checkedIndex(node))) }

    /// The node shown by exactly `name` (`x`, or `x (2)` for the second node given `x`), unless it
    /// was removed.
    ///
    /// - Complexity: O(1).
    package func liveNode(named name: String) -> NodeID? {
        storage.liveNode(named: name).map { NodeID(rawValue: $0) }
    }

    /// Every name given to more than one node, with those nodes in creation order (removed ones
    /// included): the names a lookup by name cannot answer alone.
    ///
    /// - Complexity: O(1) when every name is unique (most graphs); else O(nodes that share a name).
    public var duplicateNames: [String: [NodeID]] {
        guard !storage.duplicateNames.isEmpty else { return [:] }
        return storage.duplicateNames.mapValues { $0.map { NodeID(rawValue: $0) } }
    }

    /// Whether the node is an input or a rule.
    public func kind(of node: NodeID) -> NodeKind {
        storage.records[storage.checkedIndex(node)].flags & _NodeRecord.isRule != 0 ? .rule : .input
    }

    /// Where the node stands in the invalidation cycle.
    public func state(of node: NodeID) -> NodeState {
        storage.records[storage.checkedIndex(node)].state
    }

    /// The nodes `node` read in its latest evaluation, in the order it read them.
    public func sources(of node: NodeID) -> [NodeID] { storage.sources(of: UInt32(storage.checkedIndex(node))) }

    /// The rules that read `node` in their latest evaluation, in the order the edges were made.
    public func dependents(of node: NodeID) -> [NodeID] {
        storage.dependents(of: UInt32(storage.checkedIndex(node)))
    }

    /// Whether any rule read `node` in its latest evaluation.
    ///
    /// - Complexity: O(1).
    public func hasDependents(_ node: NodeID) -> Bool {
        storage.records[storage.checkedIndex(node)].firstDependent != 0
    }

    /// The sources of `node` that changed after it was last evaluated or verified: why it would run.
    public func changedSources(of node: NodeID) -> [NodeID] {
        storage.changedSources(of: UInt32(storage.checkedIndex(node)))
    }

    /// A counter that increases at every write that changes an input's value, and at every
    /// removal (the rules that read the removed node will change without any input changing).
    ///
    /// Compare it with ``changeEpoch(of:)`` to ask whether a node changed after some moment.
    public var epoch: UInt32 { storage.epoch.rawValue }

    /// The ``epoch`` at which the node's value last changed: the write that changed an input, or the
    /// update in which a rule produced a different value.
    public func changeEpoch(of node: NodeID) -> UInt32 {
        storage.records[storage.checkedIndex(node)].changedEpoch.rawValue
    }

    /// Reads `node` as reading its value does (brought up to date, and a dependency of the rule
    /// running), without copying the value: for a front end that keeps what it derived from the
    /// value and asks ``changeEpoch(of:)`` whether it still holds.
    package func touch(_ node: NodeID) {
        _ = storage.read(UInt32(storage.checkedIndex(node)))
    }

    /// Reads `node` as reading its value does, and answers the address of its value, for a front
    /// end that copies a part of the value out: valid until the node runs again or is removed.
    package func valueAddress(of node: NodeID) -> UnsafeRawPointer {
        UnsafeRawPointer(storage.read(UInt32(storage.checkedIndex(node))))
    }

    /// Whether the node's value changed after the given epoch.
    public func hasChanged(_ node: NodeID, since epoch: UInt32) -> Bool {
        _Epoch(rawValue: changeEpoch(of: node)).isAfter(_Epoch(rawValue: epoch))
    }

    /// The cause of the change reaching `node` (see ``ChangeCause``): called from inside the node's
    /// own rule, what the change it is processing came from.
    ///
    /// It is the latest cause among the node's sources that changed since it last ran: an input's
    /// cause is that of its latest write, and a rule that changed carries the latest cause among
    /// its own changed sources. The answer reads the node's sources only, whatever the depth of the
    /// write that started the change.
    ///
    /// - Parameter node: A node; usually the rule that is running.
    /// - Returns: The cause, or ``ChangeCause/none`` when no write with a cause reached it.
    /// - Complexity: O(*s*) in the node's sources; allocates nothing.
    public func pendingCause(of node: NodeID) -> ChangeCause {
        ChangeCause(rawValue: storage.pendingCause(of: UInt32(storage.checkedIndex(node))))
    }

    /// The cause of `node`'s latest change: its latest write's for an input, and for a rule the
    /// cause of the change that last made it change (see ``pendingCause(of:)``).
    ///
    /// - Complexity: O(1).
    public func cause(of node: NodeID) -> ChangeCause {
        ChangeCause(rawValue: storage.cause(of: UInt32(storage.checkedIndex(node))))
    }

    /// Calls `body` with the cause each node holds now (see ``cause(of:)``), in node order, and
    /// nothing while no write has given a cause: a writer that maps its cause numbers to what they
    /// stand for needs to keep only the numbers these name.
    ///
    /// - Complexity: O(*n*) in the nodes ever created.
    package func _forEachHeldCause(_ body: (ChangeCause) -> Void) {
        guard storage.tracksCauses else { return }
        for index in 0..<storage.causes.count { body(ChangeCause(rawValue: storage.causes[index])) }
    }

    /// The inputs that changed after `epoch` and reach `node` through rules that changed too: the
    /// writes a change of `node` comes from, in the order of their node identifiers.
    ///
    /// Useful inside a rule, to ask where the change being processed came from; the rule's own
    /// reads so far are among its sources.
    ///
    /// - Complexity: O(*k*) in the nodes upstream of `node` that changed after `epoch`.
    public func changedInputs(reaching node: NodeID, since epoch: UInt32) -> [NodeID] {
        var result: [NodeID] = []
        var visited: Set<UInt32> = [node.rawValue]
        var pending = sources(of: node)
        while let source = pending.popLast() {
            guard visited.insert(source.rawValue).inserted, hasChanged(source, since: epoch) else { continue }
            if kind(of: source) == .input {
                result.append(source)
            } else {
                pending.append(contentsOf: sources(of: source))
            }
        }
        return result.sorted()
    }

    /// Releases every node's value and closure now, instead of when the graph is deallocated.
    ///
    /// Rules capture the handles of the nodes they read, and handles keep the graph's storage alive;
    /// a graph owned by another object can call this to break those cycles deterministically. Any
    /// later use of a node is a precise error.
    public func tearDown() { storage.tearDown() }

    /// The node's current value, type-erased, without pulling it; `nil` for an unevaluated rule.
    public func currentValue(of node: NodeID) -> Any? {
        let index = storage.checkedIndex(node)
        let state = storage.records[index].state
        if state == .unevaluated || state == .removed { return nil }
        return storage.anyValue(UInt32(index))
    }
}
