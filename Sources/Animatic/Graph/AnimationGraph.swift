/// A simulated SwiftUI view graph on a virtual clock: state, rules and animatable nodes, frames
/// that bring everything on screen up to date, and a ``Trace`` of all of it.
///
/// Build the graph as SwiftUI builds a view's attributes: state nodes for `@State`, rules for the
/// values a `body` derives, animatable nodes for the views and modifiers that interpolate. Then
/// drive the clock: each frame sets the time and pulls the *outputs* (nodes nothing else reads,
/// what would be drawn). A frame that finds nothing invalidated does no work at all.
///
///     let graph = AnimationGraph()
///     let value = graph.state(0.0, name: "value")
///     let counter = graph.animatable(name: "Counter") { Counter(value: value.value) }
///     let body = graph.rule(name: "Counter.body") { "\(Int(counter.value.value))" }
///     graph.withAnimation(.linear(duration: 2)) { value.value = 100 }
///     graph.advance(by: 1)
///     body.value              // "50"
///     graph.isAnimating       // true: Counter depends on time
///     graph.advance(to: 2.1)
///     graph.isAnimating       // false: the time edge is gone
///
/// ## Time
///
/// Frame *n* is at `n / framesPerSecond` seconds, computed, never accumulated. Nothing reads the
/// wall clock: a scene run twice gives the same trace, byte for byte.
///
/// ## Frames and changes
///
/// State written between frames is applied by the next frame, at the current time: ``advance(to:)``
/// first runs a frame at the current time when changes are waiting. The first
/// ``withTransaction(_:_:)`` on a graph that has never run a frame runs one first, so a change
/// animates from what was on screen, as a tap on a SwiftUI view does.
///
/// Capture nodes, not the graph, in rules: a rule that captures the graph keeps it alive. A rule
/// that reads the time captures ``clock`` instead.
///
/// A graph is not thread-safe: use it from one thread or task at a time.
public final class AnimationGraph {
    /// The frame rate of the virtual clock.
    public let framesPerSecond: Double
    /// How much history the ``trace`` keeps, as the graph was created with: ``TraceMode/off`` when
    /// it records none.
    public let tracing: TraceMode
    /// The dependency graph underneath, to inspect nodes and edges.
    ///
    /// Its `observer` is the graph's trace recorder while tracing is on. Replace it and the whole
    /// trace stops recording: no ticks, writes, transactions, evaluations or animation events are
    /// kept until the recorder is the observer again (save the observer and set it back to resume;
    /// the ticks in between are missing, and the next one keeps the graph's tick number).
    public let dependencyGraph: DependencyGraph
    @usableFromInline let timeInput: Input<Double>

    // The state read and written by every frame is exempt from dynamic exclusivity checks, which
    // cost about a third of an idle frame: the graph runs on one thread, and no access to it spans
    // a call into code that could reach it again.

    /// The number of the latest frame; ``time`` is `frame / framesPerSecond`.
    @exclusivity(unchecked) public internal(set) var frame = 0
    /// How many ticks (passes over the graph) have run; more than one can run in a frame.
    @exclusivity(unchecked) public internal(set) var tickCount = 0

    let recorder: _TraceRecorder?
    /// What state handles hold to reach the graph (see ``_GraphLifetime``).
    @usableFromInline let lifetime = _GraphLifetime()

    // Transactions and completions.
    var transactionStack: [_TransactionRecord] = []
    var nextTransactionID = 1
    /// The next animation's number in the trace: animations are numbered across the whole graph,
    /// so `A3` names one animation wherever it runs.
    var nextTraceAnimationID = 1
    /// The transaction of each write cause a node still holds (see ``write(_:to:)``).
    var writeCauses = _WriteCauses()
    @usableFromInline @exclusivity(unchecked) var lastFrameEpoch: UInt32 = 0
    @exclusivity(unchecked) var completionGroups: [_CompletionGroup] = []
    /// The writes a front end queued since the last pass, grouped by transaction in order (see
    /// ``enqueue(_:label:group:_:)``).
    @exclusivity(unchecked) var queuedTransactions: [_QueuedTransaction] = []
    /// For each completion handler of a queued transaction (by its token): how many queued parts
    /// of the transaction are still to apply, and the group made when the first part was applied.
    var queuedCompletions: [ObjectIdentifier: (parts: Int, group: _CompletionGroup?)] = [:]
    /// Follow-up writes of transactions already applied, applied before the queued ones (see
    /// ``enqueueContinuation(_:_:)``).
    var queuedContinuations: [(_TransactionContinuation, (() -> Void)?, () -> Void)] = []
    /// Work scheduled on the clock (see ``scheduleWork(after:_:)``).
    var scheduledWork = _WorkSchedule()
    /// The scoped modifiers around the nodes being created, outermost first.
    @usableFromInline var scopeStack: [_ScopeModifier] = []
    @exclusivity(unchecked) var animatables: [NodeID: any _AnimatableNodeProtocol] = [:]
    /// The roles of the nodes that are not plain states or rules.
    @exclusivity(unchecked) var roles = _NodeRoles()
    /// Each sequencer's trigger rule and the node it drives: the phase state a phase animator
    /// writes when its trigger changes, or the keyframe animator that reads it. A phase animator's
    /// link is no dependency edge (it looks at the trigger after each pass), so diagrams draw it
    /// from here.
    package private(set) var sequencerTriggers: [(trigger: NodeID, driven: NodeID)] = []

    /// Records that `trigger` drives `driven`.
    func addSequencerTrigger(_ trigger: NodeID, drives driven: NodeID) {
        sequencerTriggers.append((trigger, driven))
    }
    var scopeCount = 0
    /// Called at the end of every frame, once its passes are done and its ticks recorded: where a
    /// writer that streams the trace reads the ticks recorded since its last read, while the
    /// recorder still holds them.
    package var _frameEnded: (() -> Void)?
    /// What a front end wraps each pass's evaluation in: a view front end makes its host the one in
    /// force, so that code a body runs (a timer it makes, the screen it asks for) finds the host.
    package var evaluationScope: ((() -> Void) -> Void)?
    /// Whether the front ends' hooks built or removed views after the latest pass.
    var lastPassBuiltViews = false
    /// What front ends run after every pass, before the sequencers' steps (see ``addPassHook(_:)``).
    @exclusivity(unchecked) var passHooks: [() -> Bool] = []

    /// Gives `node` the role ``NodeRole/viewInternal``: a node a view front end made for a view's
    /// place (its value, an environment value it reads, a branch, the layout).
    package func markViewInternal(_ node: NodeID) {
        roles[node] = .viewInternal
    }

    /// Runs `hook` after every pass, between passes, where state may be written and nodes created
    /// and removed: a view front end builds and removes the subtrees whose structure changed in the
    /// pass. The hook returns whether it changed anything, so that the frame runs another pass; when
    /// it did, the sequencers step after that next pass rather than this one, once the new nodes
    /// have run.
    package func addPassHook(_ hook: @escaping () -> Bool) {
        passHooks.append(hook)
    }
    /// The sequencers' drivers, in the order created: the graph steps each after every pass (before
    /// that pass's completion handlers) and asks each for its due frame before skipping idle
    /// frames. Removing a sequencer's node drops its driver.
    @exclusivity(unchecked) var sequencers: [any _SequencerDriver] = []

    /// The public nodes of the sequencers the graph steps, in the order created.
    package var sequencerNodes: [NodeID] { sequencers.map(\.id) }
    /// The internal nodes of a sequencer (its phase state, its trigger's rule), removed with it.
    var ownedNodes: [NodeID: [NodeID]] = [:]
    /// The node whose transactions are being opened: their completion handlers belong to it.
    var completionOwner: NodeID?

    /// How many passes a frame may run while completion handlers keep changing state.
    static let maximumPassesPerFrame = 1_000
    /// How many passes a frame may run that build views: one per level of custom views nested in
    /// one another, so a view nested 10,000 levels deep is built, and one whose body contains itself
    /// without end is stopped.
    static let maximumBuildingPassesPerFrame = 20_000

    /// The highest frame rate a graph accepts: 1,000 frames per second, a frame every millisecond.
    ///
    /// Faster clocks only multiply the frames an animation runs (and the trace records) without
    /// showing anything new.
    public static let maximumFramesPerSecond = 1_000.0

    /// The highest frame number the clock counts to: 2⁵³, the last integer every `Double` time maps
    /// to exactly. At 60 frames per second that is about 4.7 million years.
    public static let maximumFrame = 1 << 53

    /// Creates a graph whose clock is at 0 s.
    ///
    /// - Parameters:
    ///   - framesPerSecond: Frames per second of the virtual clock, 60 by default; must be a
    ///     positive number no greater than ``maximumFramesPerSecond``.
    ///   - tracing: How much history the ``trace`` keeps; the latest 10,000 ticks by default.
    public init(framesPerSecond: Double = 60, tracing: TraceMode = .default) {
        precondition(
            framesPerSecond.isFinite && framesPerSecond > 0,
            "AnimationGraph(framesPerSecond: \(framesPerSecond)): the frame rate must be a positive, finite number "
                + "of frames per second, such as 60 or 120.")
        precondition(
            framesPerSecond <= AnimationGraph.maximumFramesPerSecond,
            "AnimationGraph(framesPerSecond: \(framesPerSecond)): the frame rate is above the maximum of "
                + "\(Int(AnimationGraph.maximumFramesPerSecond)) frames per second (AnimationGraph.maximumFramesPerSecond). "
                + "Use a rate such as 60 or 120; a faster clock runs more frames without showing anything new.")
        self.framesPerSecond = framesPerSecond
        self.tracing = tracing
        let graph = DependencyGraph()
        dependencyGraph = graph
        timeInput = graph.input(0.0, name: "time")
        switch tracing {
        case .off:
            recorder = nil
        case .unbounded:
            recorder = _TraceRecorder(framesPerSecond: framesPerSecond, capacity: nil)
        case .lastTicks(let count):
            precondition(count > 0, "TraceMode.lastTicks(\(count)): keep at least one tick, or use .off.")
            recorder = _TraceRecorder(framesPerSecond: framesPerSecond, capacity: count)
        }
        if let recorder {
            recorder.timeNode = timeInput.id
            recorder.graph = graph
            recorder.animationGraph = self
            graph.observer = recorder
        }
        lastFrameEpoch = graph.epoch
        lifetime.graph = Unmanaged.passUnretained(self)
    }

    deinit {
        lifetime.graph = nil
    }

    /// The time of the latest frame, in seconds.
    @inlinable public var time: Double { Double(frame) / framesPerSecond }

    /// The node that holds the time: rules that read it (``readTime()``) re-run every frame.
    public var timeNode: NodeID { timeInput.id }

    /// The current time, read as a dependency: a rule that calls this re-runs every frame, as a
    /// view inside a `TimelineView(.animation)` does.
    ///
    /// A rule must not capture the graph (it would keep it alive): capture ``clock`` and call its
    /// ``AnimationClock/readTime()`` instead.
    @inlinable public func readTime() -> Double { timeInput.value }

    /// The clock, for rules: it reads the time and runs code without dependencies, and capturing it
    /// does not keep the graph alive.
    public var clock: AnimationClock { AnimationClock(timeInput: timeInput) }

    /// The recorded history; empty when tracing is ``TraceMode/off``.
    public var trace: Trace {
        recorder?.trace ?? Trace(ticks: [], framesPerSecond: framesPerSecond, timeNode: timeInput.id)
    }

    /// What `node` stands for: a state, a rule, an animatable node, a timeline, a sequencer, the
    /// value of a scoped modifier, or the clock's time.
    public func role(of node: NodeID) -> NodeRole {
        if let role = roles[node] { return role }
        if node == timeInput.id { return .time }
        return dependencyGraph.kind(of: node) == .input ? .state : .rule
    }

    /// Whether anything depends on time: some node re-runs every frame.
    public var isAnimating: Bool { dependencyGraph.hasDependents(timeInput.id) }

    // MARK: Nodes

    /// Creates a state node, SwiftUI's `@State`; writes of an equal value change nothing.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    @inlinable
    public func state<Value: Equatable>(_ value: Value, name: String? = nil) -> StateNode<Value> {
        StateNode(input: dependencyGraph.input(value, name: name), lifetime: lifetime)
    }

    /// Creates a state node holding a value that is not `Equatable`: every write is a change.
    @inlinable
    public func state<Value>(_ value: Value, name: String? = nil) -> StateNode<Value> {
        StateNode(input: dependencyGraph.input(value, name: name), lifetime: lifetime)
    }

    /// Creates a rule node, like a view's `body`: `body` computes its value from other nodes, and
    /// every node it reads becomes a dependency. An equal result stops propagation.
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - body: A pure function of other nodes' values. Writing a state node from it is an error.
    @inlinable
    public func rule<Value: Equatable>(name: String? = nil, _ body: @escaping () -> Value) -> Node<Value> {
        Node(rule: dependencyGraph.rule(name: name, body))
    }

    /// Creates a rule node whose value is not `Equatable`: every evaluation counts as a change.
    @inlinable
    public func rule<Value>(name: String? = nil, _ body: @escaping () -> Value) -> Node<Value> {
        Node(rule: dependencyGraph.rule(name: name, body))
    }

    /// Removes a node and its edges. An animatable node's running animations are removed with it:
    /// they report finished, and completion handlers waiting for them run at the end of the next
    /// frame, as when SwiftUI removes an animating view.
    ///
    /// A sequencer stops with everything it owns: its internal nodes (the phase it holds, its
    /// trigger's rule), its driver (the graph no longer steps it or waits for a step it postponed),
    /// its trigger links, and the completion handlers of the steps it started, which never run.
    /// Nothing it did keeps later frames busy.
    ///
    /// - Precondition: No rule is being evaluated; the node was not removed already.
    public func remove(_ node: NodeID) {
        if let animatable = animatables.removeValue(forKey: node) { animatable.removeAllAnimations() }
        dependencyGraph.remove(node)
        roles[node] = nil
        if let index = sequencers.firstIndex(where: { $0.id == node }) { sequencers.remove(at: index).removed() }
        completionGroups.removeAll { group in
            guard group.owner == node else { return false }
            group.handler = nil
            return true
        }
        sequencerTriggers.removeAll { $0.trigger == node || $0.driven == node }
        for owned in ownedNodes.removeValue(forKey: node) ?? [] where dependencyGraph.state(of: owned) != .removed {
            remove(owned)
        }
    }

    // MARK: Writes

    /// Writes a state node in the current transaction, which the change carries down the graph.
    ///
    /// The write's ``ChangeCause`` is a number standing for its transaction, or for none: a new
    /// number whenever the transaction differs from the previous write's, so that a later write has a
    /// larger cause. An animatable node that the change reaches reads the cause from its own sources
    /// when it runs (``resolveTransaction(for:scope:)``), and the trace reads it from the write and
    /// from each evaluation it starts. A write outside any transaction takes no transaction number.
    @usableFromInline
    func write<Value>(_ value: Value, to input: Input<Value>) {
        input.set(value, cause: writeCauses.cause(for: transactionStack.last))
        // After the write, whose report to the trace flushed the evaluations the graph held back
        // with their causes: from here on, only a node's cause is ever looked up.
        if writeCauses.isOverLimit { writeCauses.dropUnheld(in: dependencyGraph) }
    }

    /// The transaction a write cause stands for: `nil` for a write outside any transaction, or for
    /// no cause (the clock's writes).
    func transactionRecord(for cause: ChangeCause) -> _TransactionRecord? {
        writeCauses.record(for: cause)
    }

    func makeRecord(label: String, _ transaction: Transaction) -> _TransactionRecord {
        defer { nextTransactionID += 1 }
        return _TransactionRecord(id: nextTransactionID, label: label, transaction: transaction)
    }
}
