/// Writes queued between passes and applied one transaction at a time, as SwiftUI's graph host
/// flushes them.
///
/// A view front end does not write state where its user's code runs (a button's action, a
/// completion handler, an appear action). It queues each write with the transaction in force, and
/// the graph applies each run of writes that share a transaction in a pass of its own, in order,
/// all in the same frame: `withAnimation { a = 1 }; b = 2` in one action animates what reads `a`
/// and snaps what reads `b`, even where one node reads both. A graph built by hand writes at once,
/// in the transaction around the write.
extension AnimationGraph {
    /// Queues `write` to run in the transaction `transaction`, at the next frame (or the next pass
    /// of the current one).
    ///
    /// Writes are applied in the order queued. One queued right after another with the same `group`
    /// joins its pass; any other starts a pass of its own, which runs once the previous one's
    /// structural work (views built or removed) is done. A pass that applies a transaction records it
    /// in the trace as `withTransaction` does, labelled `label`; writes with no transaction are
    /// applied outside any. A transaction's completion handlers wait for the animations of every
    /// pass that applies it, and fire once.
    ///
    /// - Parameters:
    ///   - transaction: The transaction in force where the write was made; `nil` for none.
    ///   - label: How the transaction was opened, for the trace.
    ///   - group: What makes consecutive writes one pass: the front end's number for the
    ///     transaction scope the write was made in (`0` for none).
    ///   - write: Writes state nodes; it runs between passes.
    package func enqueue(
        _ transaction: Transaction?, label: String, group: Int, _ write: @escaping () -> Void
    ) {
        if let last = queuedTransactions.indices.last, queuedTransactions[last].group == group {
            queuedTransactions[last].writes.append(write)
            return
        }
        for completion in transaction?.completions ?? [] {
            let token = ObjectIdentifier(completion.token)
            queuedCompletions[token, default: (0, nil)].parts += 1
            queuedCompletions[token]?.group?.queuedParts += 1
        }
        queuedTransactions.append(
            _QueuedTransaction(group: group, transaction: transaction, label: label, writes: [write]))
    }

    /// Whether writes are queued.
    package var hasQueuedTransactions: Bool { !queuedTransactions.isEmpty }

    /// Whether the next frame has work to do before anything else: writes applied or queued, or new
    /// nodes, since the last pass, or scheduled work already due.
    package var hasPendingChanges: Bool {
        dependencyGraph.hasPendingOutputs || !queuedTransactions.isEmpty || !queuedContinuations.isEmpty
            || hasDueWork
    }

    /// Applies the first queued group of writes, in its transaction; returns whether there was one.
    func applyNextQueuedTransaction() -> Bool {
        guard !queuedTransactions.isEmpty else { return false }
        let queued = queuedTransactions.removeFirst()
        if let transaction = queued.transaction {
            withTransaction(transaction, label: queued.label) { for write in queued.writes { write() } }
            for completion in transaction.completions {
                let token = ObjectIdentifier(completion.token)
                guard let entry = queuedCompletions[token] else { continue }
                let parts = entry.parts - 1
                entry.group?.queuedParts = parts
                queuedCompletions[token] = parts == 0 ? nil : (parts, entry.group)
            }
        } else {
            for write in queued.writes { write() }
        }
        return true
    }
}

extension AnimationGraph {
    /// The transaction of the change that reached `node` in the pass being run, after the scoped
    /// modifiers `scopes` (those around the node where it was made): call it while `node` runs.
    package func transaction(reaching node: NodeID, scopes: _ScopeSnapshot) -> _TransactionContinuation {
        let (transaction, record) = resolveTransaction(for: node, scope: scopes.modifiers)
        return _TransactionContinuation(transaction: transaction, record: record)
    }

    /// Queues `write` to run in the transaction `continuation` kept, as a continuation of it: ahead of
    /// the writes queued so far, in a pass of its own once the current pass's structural work is
    /// done. The trace shows its writes in the original transaction (same number); animations they
    /// start count for its completion handlers.
    ///
    /// - Parameters:
    ///   - continuation: The transaction, as a node saw it.
    ///   - whenAnimationsRemoved: Called once every animation the write starts (or combines into) has
    ///     finished, or at the end of the pass that applies the write if it starts none: how a place
    ///     keeps a removed view until its removal transition is over.
    ///   - write: Writes state nodes; it runs between passes.
    package func enqueueContinuation(
        _ continuation: _TransactionContinuation, whenAnimationsRemoved: (() -> Void)? = nil,
        _ write: @escaping () -> Void
    ) {
        queuedContinuations.append((continuation, whenAnimationsRemoved, write))
    }

    /// Applies the queued continuations, each in its transaction; returns whether there were any.
    func applyQueuedContinuations() -> Bool {
        guard !queuedContinuations.isEmpty else { return false }
        let continuations = queuedContinuations
        queuedContinuations.removeAll()
        for (continuation, removed, write) in continuations {
            var record = continuationRecord(continuation)
            if let removed {
                let group = _CompletionGroup(
                    transaction: record.id, transactionLabel: record.label, criteria: .removed, handler: removed,
                    createdAtPass: tickCount)
                group.isInternal = true
                completionGroups.append(group)
                record.completions.append(group)
            }
            transactionStack.append(record)
            write()
            transactionStack.removeLast()
        }
        return true
    }

    /// Runs `write` now, between passes, in the transaction `continuation` kept: the next pass
    /// carries it to what the write changed. A front end bumps its structure this way, so that a
    /// layout that views coming and going changed is laid out in the transaction that made them come
    /// and go, and its drawn frames animate.
    ///
    /// - Parameters:
    ///   - continuation: The transaction, as a node saw it.
    ///   - write: Writes state nodes.
    package func write(continuing continuation: _TransactionContinuation, _ write: () -> Void) {
        transactionStack.append(continuationRecord(continuation))
        write()
        transactionStack.removeLast()
    }

    /// The record a continuation of `continuation` runs under: the original transaction's number and
    /// completions, or, for a change outside any transaction that a scoped modifier animates, a
    /// transaction of its own.
    private func continuationRecord(_ continuation: _TransactionContinuation) -> _TransactionRecord {
        if let original = continuation.record {
            return _TransactionRecord(
                id: original.id, label: original.label, transaction: continuation.transaction,
                completions: original.completions, isContinuation: true)
        }
        let record = makeRecord(label: "continuation", continuation.transaction)
        recorder?.record(.event(.transactionOpened(TraceTransaction(id: record.id, label: record.label))))
        return record
    }
}
