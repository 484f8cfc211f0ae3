extension AnimationGraph {
    /// Runs `body` in a transaction: every state write inside it carries `transaction`, and the
    /// animatable nodes the change reaches animate with its animation.
    ///
    /// Transactions nest: a write belongs to the innermost one. If the graph has never run a frame,
    /// one runs first, so the change animates from what was on screen.
    ///
    /// - Parameters:
    ///   - transaction: The animation and options the change carries.
    ///   - body: Writes to state.
    /// - Returns: What `body` returns.
    public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        try withTransaction(transaction, label: "withTransaction(\(transaction.animation?.description ?? "nil"))", body)
    }

    /// Runs `body` in a transaction carrying `animation`, as SwiftUI's `withAnimation`.
    ///
    /// - Parameters:
    ///   - animation: The animation; `.default` (a spring) if omitted, `nil` for none.
    ///   - body: Writes to state.
    /// - Returns: What `body` returns.
    public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
        -> Result
    {
        try withTransaction(
            Transaction(animation: animation), label: "withAnimation(\(animation?.description ?? "nil"))", body)
    }

    /// Runs `body` in a transaction carrying `animation`, and calls `completion` once the animations
    /// it starts meet `completionCriteria`, as SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`.
    ///
    /// `completion` runs exactly once, after the evaluation of the frame where the criterion is met
    /// (at the end of the frame that applies the change, if the change animates nothing). It may
    /// write state: that starts a new transaction, in the same frame.
    ///
    /// - Parameters:
    ///   - animation: The animation; `.default` if omitted.
    ///   - completionCriteria: `.logicallyComplete` ignores animations added by later changes;
    ///     `.removed` waits until the animated nodes have no animation left.
    ///   - body: Writes to state.
    ///   - completion: Called once.
    /// - Returns: What `body` returns.
    public func withAnimation<Result>(
        _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
        _ body: () throws -> Result, completion: @escaping () -> Void
    ) rethrows -> Result {
        var transaction = Transaction(animation: animation)
        transaction.addAnimationCompletion(criteria: completionCriteria, completion)
        return try withTransaction(
            transaction, label: "withAnimation(\(animation?.description ?? "nil"))", body)
    }

    func withTransaction<Result>(
        _ transaction: Transaction, label: String, _ body: () throws -> Result
    ) rethrows -> Result {
        precondition(
            dependencyGraph.evaluatingNode == nil,
            "A transaction was opened while rule '\(dependencyGraph.evaluatingNode.map(dependencyGraph.name(of:)) ?? "")'"
                + " was being evaluated. Rules must be pure: change state between frames or in a completion handler.")
        if tickCount == 0 && dependencyGraph.hasPendingOutputs { update() }
        var stored = transaction
        stored.completions = []
        var record = makeRecord(label: label, stored)
        recorder?.record(.event(.transactionOpened(TraceTransaction(id: record.id, label: label))))
        record.completions = transaction.completions.map { completion in
            // A queued transaction applied in parts (its writes split by another transaction's)
            // keeps one group per handler: it waits for the animations of every part, and fires once.
            let token = ObjectIdentifier(completion.token)
            if let group = queuedCompletions[token]?.group { return group }
            let group = _CompletionGroup(
                transaction: record.id, transactionLabel: label, criteria: completion.criteria,
                handler: completion.handler, createdAtPass: tickCount, owner: completionOwner)
            if queuedCompletions[token] != nil { queuedCompletions[token]?.group = group }
            completionGroups.append(group)
            return group
        }
        transactionStack.append(record)
        defer { transactionStack.removeLast() }
        return try body()
    }

    /// The transaction the change reaching `node` carries, after the node's scoped modifiers: that
    /// of the latest write among those whose change reached it, read from the node's own sources
    /// while it runs (the change carried the write's cause down). No search upstream, no allocation.
    func resolveTransaction(for node: NodeID, scope: [_ScopeModifier]) -> (Transaction, _TransactionRecord?) {
        let latest = transactionRecord(for: dependencyGraph.pendingCause(of: node))
        if scope.isEmpty, let latest { return (latest.transaction, latest) }
        var transaction = latest?.transaction ?? Transaction()
        for modifier in scope { modifier.apply(to: &transaction) }
        return (transaction, latest)
    }

    /// Whether the node's value changed in the change being processed (since the last pass).
    func changedInCurrentPass(_ node: NodeID) -> Bool {
        dependencyGraph.pull(node)
        return dependencyGraph.hasChanged(node, since: lastFrameEpoch)
    }

    func traceTransaction(_ record: _TransactionRecord?) -> TraceTransaction? {
        record.map { TraceTransaction(id: $0.id, label: $0.label) }
    }
}
