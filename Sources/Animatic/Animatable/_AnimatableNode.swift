/// The state behind an animatable node: its model value's animatable data and, once it has
/// animated, the ``Animator`` that moves the presented value towards it.
///
/// Each evaluation receives the model value the node's closure computed and returns the value to
/// present: the model with its `animatableData` replaced by the animated data. While an animation
/// runs the node reads the time node, so it re-runs every frame; when the last animation finishes
/// it stops reading it and the edge is dropped.
///
/// A node that has never animated keeps only its model data: an animator at rest presents exactly
/// its model value, and one made at the first change with an animation, at rest at the data the
/// node kept, is the animator the node would have had all along.
@usableFromInline
final class _AnimatableNode<Value: Animatable>: _AnimatableNodeProtocol where Value.AnimatableData: Sendable {
    @usableFromInline unowned(unsafe) let graph: AnimationGraph
    /// The graph's dependency graph, held as the graph is, and used without reference counting:
    /// asked at every evaluation.
    @usableFromInline let dependencyGraph: Unmanaged<DependencyGraph>
    /// The scoped modifiers around the node, outermost first.
    let scope: [_ScopeModifier]
    @usableFromInline var id = NodeID(rawValue: 0)
    /// The model value's animatable data: what the node presents at rest, and the target of its
    /// animations while they run.
    @usableFromInline @exclusivity(unchecked) var target: Value.AnimatableData
    /// The animator, made by the first change in a transaction with an animation.
    @usableFromInline @exclusivity(unchecked) var running: _NodeAnimator<Value.AnimatableData>?
    @usableFromInline @exclusivity(unchecked) var isStarted = false
    /// The model value the node's closure last computed, and how many nodes it read: while none of
    /// them changed (only the clock moved), the closure would compute the same value, so the node
    /// presents that one again instead of running it (see ``model(_:)``).
    @usableFromInline @exclusivity(unchecked) var lastModel: Value?
    @usableFromInline @exclusivity(unchecked) var modelReads = 0

    /// A node whose first value is still to come; `zero` stands for it until then. Made by the
    /// caller, which knows `Value`: `zero` made here, in code compiled once for every value type,
    /// asks the runtime for its type's metadata.
    @usableFromInline
    init(graph: AnimationGraph, scope: [_ScopeModifier], zero: Value.AnimatableData) {
        target = zero
        self.graph = graph
        dependencyGraph = Unmanaged.passUnretained(graph.dependencyGraph)
        self.scope = scope
    }

    /// The model value: the closure's, or, when none of the nodes it read last time changed since
    /// the node last ran, the value it computed then. An animating node runs every frame because the
    /// clock moved; its model depends only on what the closure reads, as SwiftUI's animatable
    /// attribute reads a view value that is an attribute of its own, which does not run again then.
    /// The nodes the closure read are recorded as read again, so the node's edges are the same.
    @inlinable
    func model(_ body: () -> Value) -> Value {
        if let lastModel, dependencyGraph._withUnsafeGuaranteedRef({ $0.keepUnchangedReads(modelReads) }) {
            return lastModel
        }
        let model = body()
        modelReads = dependencyGraph._withUnsafeGuaranteedRef { $0.readCount() }
        lastModel = model
        return model
    }

    /// The value to present for a new model value.
    @inlinable
    func present(_ model: Value) -> Value {
        let data = model.animatableData
        if !isStarted {
            start(data)
            return model
        }
        if data != target {
            if (data - data).magnitudeSquared != 0 { reportNonFiniteChange(data) }
            // A node at rest that a change without an animation reaches, untraced, jumps here: in
            // code specialized for the value, as nodes whose model moves every frame (a value
            // read from an animating one) do every frame.
            if running == nil, jumpsAtRest() { target = data } else { retarget(to: data) }
        } else if Value.AnimatableData.self == EmptyAnimatableData.self {
            reportMissingData()
        }
        guard let running, running.animator.isAnimating else { return model }
        let presented = running.animator.value(atFrame: graph.frame)
        if (presented - presented).magnitudeSquared != 0 { reportNonFinitePresentation(presented) }
        if !running.animator.events.isEmpty { handleEvents() }
        if running.animator.isAnimating { _ = graph.readTime() }
        var result = model
        result.animatableData = presented
        return result
    }

    /// Takes the first model value, at rest. Inlinable, so that it runs in code specialized for the
    /// value type.
    @inlinable
    func start(_ data: Value.AnimatableData) {
        if (data - data).magnitudeSquared != 0 { reportNonFiniteStart(data) }
        target = data
        isStarted = true
    }

    /// Whether a change of the model's data reaching the node now is a jump and nothing more for a
    /// node at rest: the graph records no trace, and the change's transaction, after the node's
    /// scoped modifiers, has no animation.
    @usableFromInline
    func jumpsAtRest() -> Bool {
        graph.recorder == nil && graph.resolveTransaction(for: id, scope: scope).0.animation == nil
    }

    /// The model's data changed: animate the change with the transaction that carried it.
    @usableFromInline
    func retarget(to data: Value.AnimatableData) {
        let (transaction, record) = graph.resolveTransaction(for: id, scope: scope)
        let node = graph.recorder.map { _ in id.rawValue }
        if let node {
            graph.recorder?.record(
                .modelChanged(
                    node, from: TraceValue(target), to: TraceValue(data),
                    transaction: graph.traceTransaction(record), animation: transaction.animation))
        }
        let animation = transaction.animation
        if running == nil, animation == nil {
            // A jump at rest: what an animator at rest would do, with nothing else to keep.
            target = data
            return
        }
        retargetAnimator(to: data, animation: animation, record: record, node: node)
    }

    /// Moves the animator to the model's new data, made at rest at the old data if the node has
    /// none yet, and records what it did.
    func retargetAnimator(
        to data: Value.AnimatableData, animation: Animation?, record: _TransactionRecord?, node: UInt32?
    ) {
        let running: _NodeAnimator<Value.AnimatableData>
        if let existing = self.running {
            running = existing
        } else {
            running = _NodeAnimator(restingAt: target, framesPerSecond: graph.framesPerSecond)
            self.running = running
        }
        target = data
        let change = running.animator.retarget(to: data, animation: animation, atFrame: graph.frame)
        switch change {
        case .started(let entry):
            if let node {
                graph.recorder?.record(
                    .animationStarted(node, entry: traceID(new: entry, in: running), animation: animation))
            }
        case .merged(let entry, let replacing):
            if let node {
                let replaced = traceID(of: replacing, in: running)
                graph.recorder?.record(
                    .animationMerged(
                        node, entry: traceID(new: entry, in: running), replacing: replaced, animation: animation))
            }
        case .combined(let entry):
            if let node {
                graph.recorder?.record(
                    .animationCombined(node, entry: traceID(new: entry, in: running), animation: animation))
            }
        case .jumped:
            if let node, running.animator.isAnimating { graph.recorder?.record(.animationJumped(node)) }
        case .unchanged:
            break
        }
        if let node, change.entryID != nil, let animation {
            for warning in animation._parameterWarnings {
                graph.recorder?.record(.animationWarning(node, message: warning))
            }
        }
        if let entry = change.entryID, let record, !record.completions.isEmpty {
            hold(record.completions, for: entry, in: running)
        }
        if !running.animator.events.isEmpty { handleEvents() }
    }

    /// Stops with a message naming the node, what produced the value and what to fix, when a model
    /// value's animatable data has a NaN or infinite component.
    ///
    /// This applies to a change with no animation too: the data becomes the animator's model value,
    /// which every later animation of the node starts from or moves by, so the node would present
    /// NaN from then on. Stopping where the value enters names its cause.
    func checkFinite(
        _ data: Value.AnimatableData, isFirst: Bool, transaction: Transaction? = nil,
        record: _TransactionRecord? = nil
    ) {
        guard (data - data).magnitudeSquared != 0 else { return }
        let name = graph.dependencyGraph.name(of: id)
        let writes = graph.dependencyGraph.changedInputs(reaching: id, since: graph.lastFrameEpoch)
            .filter { $0 != graph.timeNode }.map { "'\(graph.dependencyGraph.name(of: $0))'" }
        let source: String
        if isFirst {
            source = "its first model value"
        } else {
            let change = writes.isEmpty ? "a change" : "the write to \(writes.joined(separator: ", "))"
            let context = record.map { "in transaction #\($0.id) (\($0.label))" } ?? "outside any transaction"
            let animation = transaction?.animation.map { ", animation \($0)" } ?? ", no animation"
            source = "\(change) \(context)\(animation)"
        }
        fatalError(
            "Animatable node '\(name)' got animatable data with a NaN or infinite component from \(source): "
                + "\(data). Animatable data must be finite, with or without an animation: a jump to it would "
                + "become the value every later animation of '\(name)' starts from. Fix the value written"
                + (writes.isEmpty ? "" : " to \(writes.joined(separator: ", "))")
                + " or the computation in the node's closure (a division by zero, a logarithm of zero).")
    }

    /// Stops as ``checkFinite(_:isFirst:transaction:record:)`` does for a changed model value that
    /// is not finite, naming the transaction that carried it.
    @usableFromInline
    func reportNonFiniteChange(_ data: Value.AnimatableData) {
        let (transaction, record) = graph.resolveTransaction(for: id, scope: scope)
        checkFinite(data, isFirst: false, transaction: transaction, record: record)
    }

    /// Stops as ``checkFinite(_:isFirst:transaction:record:)`` does for a first model value that is
    /// not finite.
    @usableFromInline
    func reportNonFiniteStart(_ data: Value.AnimatableData) {
        checkFinite(data, isFirst: true)
    }

    /// Stops with a message naming the node and its running animations when they presented a value
    /// with a NaN or infinite component.
    @usableFromInline
    func reportNonFinitePresentation(_ presented: Value.AnimatableData) {
        let name = graph.dependencyGraph.name(of: id)
        let animator = running?.animator
        let animations = animator?.entryIDs.compactMap { animator?.animation(for: $0)?.description } ?? []
        fatalError(
            "Animatable node '\(name)' presented animatable data with a NaN or infinite component at "
                + "t = \(TraceValue.format(graph.time)) s: \(presented), animating from finite values towards "
                + "\(target) with \(animations.joined(separator: " and ")). The animation's parameters "
                + "make it diverge: check them (a spring's response and damping, a custom animation's "
                + "arithmetic).")
    }

    /// A type without animatable data was changed in a transaction with an animation: say so.
    @usableFromInline
    func reportMissingData() {
        guard let recorder = graph.recorder else { return }
        let (transaction, _) = graph.resolveTransaction(for: id, scope: scope)
        guard let animation = transaction.animation else { return }
        // Only a state write's change counts: the clock's carries no cause.
        guard graph.dependencyGraph.pendingCause(of: id) != .none else { return }
        recorder.record(.noAnimatableData(id.rawValue, animation: animation))
    }

    /// Acts on the events the animator reported: completion handlers let go, and the trace says
    /// which entries completed and finished.
    @usableFromInline
    func handleEvents() {
        guard let running else { return }
        // Read in place, then cleared with their buffer kept: no allocation frame after frame.
        for event in running.animator.events {
            switch event {
            case .logicallyComplete(let entry):
                release(entry, in: running)
                if graph.recorder != nil {
                    graph.recorder?.record(
                        .animationLogicallyComplete(id.rawValue, entry: traceID(of: entry, in: running)))
                }
            case .finished(let entry):
                if graph.recorder != nil {
                    graph.recorder?.record(.animationFinished(id.rawValue, entry: traceID(of: entry, in: running)))
                    running.traceAnimationIDs.removeAll { $0.entry == entry }
                }
            }
        }
        running.animator.removeAllEvents()
        if !running.animator.isAnimating && !running.stopListeners.isEmpty {
            for group in running.stopListeners { group.waiting -= 1 }
            running.stopListeners = []
        }
    }

    /// Numbers a new animator entry for the trace, from the graph's count.
    func traceID(new entry: AnimatorEntryID, in running: _NodeAnimator<Value.AnimatableData>) -> Int {
        let number = graph.nextTraceAnimationID
        graph.nextTraceAnimationID += 1
        running.traceAnimationIDs.append((entry, number))
        return number
    }

    /// The trace's number of a running animator entry (its own number if it started untraced).
    func traceID(of entry: AnimatorEntryID, in running: _NodeAnimator<Value.AnimatableData>) -> Int {
        running.traceAnimationIDs.last { $0.entry == entry }?.trace ?? entry.rawValue
    }

    /// The transaction's completion handlers wait for `entry`, which it started: each is held beside
    /// the entry until it completes, or until the node stops animating for `.removed`.
    func hold(
        _ completions: [_CompletionGroup], for entry: AnimatorEntryID, in running: _NodeAnimator<Value.AnimatableData>
    ) {
        for group in completions where !group.hasFired {
            if group.criteria == .logicallyComplete {
                group.waiting += 1
                running.entryListeners.append((entry, group))
            } else if !running.stopListeners.contains(where: { $0 === group }) {
                group.waiting += 1
                running.stopListeners.append(group)
            }
        }
    }

    /// `entry` completed logically: the handlers waiting for it let go.
    func release(_ entry: AnimatorEntryID, in running: _NodeAnimator<Value.AnimatableData>) {
        guard !running.entryListeners.isEmpty else { return }
        running.entryListeners.removeAll { listener in
            guard listener.entry == entry else { return false }
            listener.group.waiting -= 1
            return true
        }
    }

    @usableFromInline
    func removeAllAnimations() {
        guard let running, running.animator.isAnimating else { return }
        running.animator.removeAllAnimations()
        handleEvents()
    }
}
