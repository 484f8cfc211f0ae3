import GraphCore
import Synchronization

/// The part of a ``ViewHost`` that builds the graph from views: the subtrees waiting to be built,
/// the structural changes waiting to be made, and the bookkeeping of names and diagnostics. Not
/// API.
///
/// Views are built level by level, between the passes of a frame. A composite view's make step
/// creates its nodes (its value, its states, its body rule) at once, but the views its body
/// returns are known only once the body has run, so building them waits for the end of the pass
/// in which the body first ran. The graph runs another pass in the same frame for the new nodes,
/// so the first frame builds the whole tree, and a branch that appears is built and drawn in the
/// frame of the change. The containers lay out again once, after the last level is built. Removing
/// nodes and creating them is never done while a rule runs.
package final class _ViewGraph {
    /// The graph the views' nodes live in. The graph owns this object (its pass hook holds it), so
    /// the views keep being built for as long as the graph runs frames, whether or not the
    /// ``ViewHost`` is still held.
    unowned let graph: AnimationGraph
    /// What the host made that the views' nodes read (the root of what is drawn, the root subtree),
    /// held here so that the graph, which holds this object, keeps them for as long as it runs.
    var owned: [AnyObject] = []
    /// Work for the end of the current pass: building bodies' content and changing structure.
    private var pending: [(subtree: _Subtree, transaction: _TransactionContinuation?, work: () -> Void)] = []
    /// The actions views asked for in this update, run once its views are built (see
    /// ``enqueue(_:render:_:)``).
    private var actions: [_ViewAction] = []
    private var nextActionSequence = 0
    /// The body being evaluated, for the message of a state write during it.
    var evaluatingBody: String?
    /// The last `@Namespace` identifier given out: each place's namespace gets the next, so that two
    /// runs of a view number them alike.
    var lastNamespace = 0
    /// The groups of views that `matchedGeometryEffect` matches.
    let matchedGeometry = _MatchedGeometryGroups()
    /// While the work of a pass's end runs, the transaction of the change it carries out, as the
    /// place that changed saw it.
    private(set) var structuralTransaction: _TransactionContinuation?
    /// The warnings given, so that each is given once.
    private var warningsSeen: Set<String> = []
    /// What the views did that SwiftUI would warn about, in order.
    private(set) var warnings: [String] = []

    /// The screen the views are shown on and its safe area, which the layout nodes place in.
    var screen = _Screen(size: ViewHost.defaultSize, insets: ViewHost.defaultSafeArea)

    /// Bumped after every pass in which views were built or removed: the layout nodes read it, so
    /// that containers place the pieces that appeared (see ``_ViewLayout``). The bodies of a view
    /// being removed read it too, so that they run again if the view comes back.
    let structure: StateNode<Int>
    /// Counts the changes to the views' structure, including those whose layout waits for the levels
    /// still to be built: what layout kept of a piece holds only while this stays the same.
    private(set) var generation = 0

    /// Says that views appeared or went outside a pass's end: containers lay out again.
    func structureChanged() {
        generation &+= 1
        structure.value &+= 1
    }

    /// A reference to this graph that does not keep it alive, for the clock's context and the
    /// work scheduled on the clock; cleared when the graph goes.
    var reference: _UnretainedReference<_ViewGraph> {
        if let referenceStorage { return referenceStorage }
        let made = _UnretainedReference(self)
        referenceStorage = made
        return made
    }
    private var referenceStorage: _UnretainedReference<_ViewGraph>?

    deinit {
        referenceStorage?.object = nil
    }

    init(graph: AnimationGraph) {
        self.graph = graph
        structure = graph.state(0, name: "ViewHost.structure")
        graph.markViewInternal(structure.id)

        graph.addPassHook { self.runPending() }
        graph.evaluationScope = { [unowned self] evaluate in _ClockContext.with(self, evaluate) }
    }

    /// Schedules `work` for the end of the pass; it is dropped if `subtree` is removed first.
    /// `transaction` is the change's, as the place saw it: when it animates, the layout the work
    /// changes is laid out in it, so drawn frames move to their new places in that animation.
    func schedule(
        for subtree: _Subtree, in transaction: _TransactionContinuation? = nil, _ work: @escaping () -> Void
    ) {
        pending.append((subtree, transaction, work))
    }

    /// Whether the work of a pass's end is running.
    private var isBuilding = false
    /// What waits for the views being built to be laid out: the frame nodes of the pieces built.
    private var afterLayout: [() -> Void] = []
    /// The transaction of the first built change that animates, while the layout waits.
    private var layoutTransaction: _TransactionContinuation?

    /// Runs `work` once the views being built are all built and their containers lay them out again;
    /// at once outside the work of a pass's end.
    func whenLaidOut(_ work: @escaping () -> Void) {
        if isBuilding { afterLayout.append(work) } else { work() }
    }

    /// Whether builds are waiting for the end of the pass.
    var hasPendingWork: Bool { !pending.isEmpty }

    /// Runs the work scheduled in the pass that ended; work it schedules waits for the next pass.
    /// Once a pass leaves no views to build, runs the actions views asked for.
    private func runPending() -> Bool {
        guard !pending.isEmpty else { return runActions() }
        let work = pending
        pending.removeAll()
        isBuilding = true
        for item in work where !item.subtree.isRemoved {
            structuralTransaction = item.transaction
            item.work()
            structuralTransaction = nil
            if layoutTransaction == nil, let transaction = item.transaction, transaction.animates {
                layoutTransaction = transaction
            }
        }
        isBuilding = false
        generation &+= 1
        // The views built may have content of their own to build after the next pass: the layout
        // waits until every level is built, so that the passes in between run only the new bodies
        // and a view nested n levels deep is laid out once, not n times.
        guard pending.isEmpty else { return true }
        // Containers lay out again, in the transaction of the first change that animates, if any.
        if let animating = layoutTransaction {
            layoutTransaction = nil
            graph.write(continuing: animating) { structure.value &+= 1 }
        } else {
            structure.value &+= 1
        }
        let waiting = afterLayout
        afterLayout.removeAll()
        for work in waiting { work() }
        return true
    }

    /// Asks for `action` to run once the current update's views are all built: an appear action
    /// (ordered by the depth of the view `render` is part of, deepest first), a change action or a
    /// disappear action.
    func enqueue(_ kind: _ViewAction.Kind, render: _RenderNode?, _ action: @escaping () -> Void) {
        actions.append(_ViewAction(kind: kind, render: render, sequence: nextActionSequence, run: action))
        nextActionSequence += 1
    }

    /// Runs the actions asked for, as SwiftUI dispatches a render's actions before it draws: appear
    /// actions deepest view first (on one view, innermost modifier first, as written; siblings in
    /// order), then change actions, then disappear actions, each in the order asked. What they write
    /// is queued, and applied in the next passes of the frame. Returns whether any ran.
    private func runActions() -> Bool {
        guard !actions.isEmpty else { return false }
        let ready = actions
        actions.removeAll()
        func rank(_ kind: _ViewAction.Kind) -> Int {
            switch kind {
            case .appear: 0
            case .change: 1
            case .disappear: 2
            }
        }
        let ordered = ready.map { ($0, $0.render?.viewDepth ?? 0) }.sorted { lhs, rhs in
            let (left, leftDepth) = lhs
            let (right, rightDepth) = rhs
            if rank(left.kind) != rank(right.kind) { return rank(left.kind) < rank(right.kind) }
            if left.kind == .appear && leftDepth != rightDepth { return leftDepth > rightDepth }
            return left.sequence < right.sequence
        }
        _ClockContext.with(self) { for (action, _) in ordered { action.run() } }
        return true
    }

    /// Records a warning SwiftUI would print, once per distinct message, and prints it on standard
    /// error too (or hands it to the capture running on the task).
    func warn(_ message: String) {
        guard warningsSeen.insert(message).inserted else { return }
        warnings.append(message)
        _WarningOutput.emit(message)
    }
}

extension _ViewGraph {
    /// Warns, once per property declaration, that a dynamic property was used outside a view the
    /// graph built: SwiftUI answers the initial value and prints a warning. `property` names the
    /// property by where it is declared: a view that is not installed has no place to name it by.
    static func warnUnlinked(_ property: String) {
        let message =
            "Accessing \(property) outside of a view that a ViewHost built: it is not installed, so it reads its "
            + "initial value and ignores writes. Read it in the view's body or its actions."
        // A captured warning is not marked as printed: the same misuse outside a capture prints.
        if let capture = _WarningOutput.capture {
            if !capture.warnings.contains(message) { capture.append(message) }
            return
        }
        let isNew = _unlinkedWarnings.withLock { $0.insert(message).inserted }
        guard isNew else { return }
        _WarningOutput.emit(message)
    }
}

private let _unlinkedWarnings = Mutex<Set<String>>([])
