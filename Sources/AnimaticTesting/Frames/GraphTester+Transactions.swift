import Animatic

extension GraphTester {
    /// Makes a change in a transaction with `animation` and asserts the frame that applies it, at the
    /// current time.
    ///
    /// - Parameters:
    ///   - animation: The transaction's animation; `nil` for none.
    ///   - change: Writes to state.
    ///   - assert: States the updates of the frame; nothing may update if omitted.
    /// - Returns: The transaction, to assert its completion with
    ///   ``FrameUpdates/completionFired(_:fileID:filePath:line:column:)``.
    @discardableResult
    public func withAnimation(
        _ animation: Animation? = .default, _ change: () -> Void,
        assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TraceTransaction {
        let graph = graph
        return transactionStep(
            _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert
        ) { graph.withAnimation(animation, change) }
    }

    /// Makes a change in a transaction with `animation` whose `completion` runs once the animations
    /// meet `completionCriteria`, and asserts the frame that applies it, at the current time.
    ///
    /// Assert the frame where the handler runs with ``advance(untilCompletionOf:timeout:assert:fileID:filePath:line:column:)``:
    ///
    ///     let tap = tester.withAnimation(.linear(duration: 1), { offset.value = 100 }, completion: {
    ///         label.value = "done"
    ///     }) {
    ///         $0.evaluated(card, .unchanged)
    ///         $0.startsDependingOnTime(card)
    ///     }
    ///     tester.advance(untilCompletionOf: tap) {
    ///         $0.evaluated(card, Card(offset: 100))
    ///         $0.stopsDependingOnTime(card)
    ///         $0.completionFired(tap)
    ///         $0.evaluated(caption, "done")
    ///     }
    ///
    /// - Parameters:
    ///   - animation: The transaction's animation; `nil` for none.
    ///   - completionCriteria: When `completion` runs: `.logicallyComplete` or `.removed`.
    ///   - change: Writes to state.
    ///   - completion: Runs once, after the frame where the criterion is met; it may write state.
    ///   - assert: States the updates of the frame; nothing may update if omitted.
    /// - Returns: The transaction, to assert its completion.
    @discardableResult
    public func withAnimation(
        _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
        _ change: () -> Void, completion: @escaping () -> Void,
        assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> TraceTransaction {
        let graph = graph
        return transactionStep(
            _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert
        ) { graph.withAnimation(animation, completionCriteria: completionCriteria, change, completion: completion) }
    }

    /// Makes a change in `transaction` and asserts the frame that applies it, at the current time:
    /// a transaction that disables animations, or carries completions added with
    /// `addAnimationCompletion(criteria:_:)`.
    ///
    ///     var transaction = Transaction(animation: .spring)
    ///     transaction.disablesAnimations = true
    ///     tester.withTransaction(transaction) {
    ///         offset.value = 100
    ///     } assert: {
    ///         $0.evaluated(card, Card(offset: 100))
    ///     }
    ///
    /// - Parameters:
    ///   - transaction: The transaction the change carries.
    ///   - change: Writes to state.
    ///   - assert: States the updates of the frame; nothing may update if omitted.
    /// - Returns: The transaction as the trace names it, to assert its completion.
    @discardableResult
    public func withTransaction(
        _ transaction: Transaction, _ change: () -> Void, assert: (inout FrameUpdates) throws -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TraceTransaction {
        let graph = graph
        return transactionStep(
            _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert
        ) { graph.withTransaction(transaction, change) }
    }

    /// Runs frames until the completion handlers of `transaction` have run, and asserts what those
    /// frames updated, summed up as ``advance(to:assert:fileID:filePath:line:column:)`` does: each
    /// node with its value at the end, its dependency on time dropped, the completion, and what the
    /// handlers changed (in the same frame: a handler that writes state runs another tick).
    ///
    /// - Parameters:
    ///   - transaction: The transaction whose completion to wait for, as its step returned it.
    ///   - timeout: How many seconds of virtual time to run at most; 60 by default. A completion
    ///     that does not fire by then fails the step, which then asserts the frames it ran.
    ///   - assert: States the updates of the frames; nothing may update if omitted.
    public func advance(
        untilCompletionOf transaction: TraceTransaction, timeout: Double = 60,
        assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        precondition(
            timeout.isFinite && timeout >= 0,
            "advance(untilCompletionOf:timeout: \(timeout)): the timeout is a finite number of seconds, zero or more.")
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let graph = graph
        let lastFrame = graph.frame + Int((timeout * graph.framesPerSecond - 1e-6).rounded(.up))
        func fired(_ ticks: [TraceTick]) -> Bool {
            ticks.contains { tick in
                tick.events.contains {
                    if case .completionFired(let fired, _) = $0 { return fired.id == transaction.id }
                    return false
                }
            }
        }
        step(location, assert) { read in
            if graph.hasPendingChanges {
                graph.update()
                if fired(read()) { return }
            }
            while graph.frame < lastFrame {
                graph.advance(to: Double(graph.frame + 1) / graph.framesPerSecond)
                if fired(read()) { return }
            }
            _TestFailure.record(
                "The completion of \(FrameUpdates.name(of: transaction)) did not fire within \(timeout) s "
                    + "(by frame \(graph.frame)). Did it fire in an earlier step, or does an animation of it "
                    + "repeat for ever? Give a longer timeout if it takes longer.",
                at: location)
        }
    }

    /// Runs a step that opens a transaction, and returns the first transaction it opened.
    private func transactionStep(
        _ location: _SourceCodeLocation, _ assert: (inout FrameUpdates) throws -> Void, change: () -> Void
    ) -> TraceTransaction {
        let graph = graph
        let ticks = step(location, assert) { graph.advance(to: graph.time, applying: change) }
        for tick in ticks {
            for event in tick.events {
                if case .transactionOpened(let transaction) = event { return transaction }
            }
        }
        // Only a graph that does not trace gets here: the step has reported it already.
        return TraceTransaction(id: 0, label: "unrecorded transaction")
    }
}
