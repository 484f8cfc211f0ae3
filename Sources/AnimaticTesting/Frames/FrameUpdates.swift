import AnimaticUI
import Foundation

/// The updates of one ``GraphTester`` step, handed to its `assert` closure to be asserted one by
/// one, as a `TestStore` hands over the state.
///
/// Each assertion checks one node at once, reporting a failure at its own line; the tester checks,
/// when the closure returns, that nothing was left unasserted:
///
///     tester.advance {
///         $0.evaluated("Counter", Counter(value: 0.833))
///         $0.evaluated("Counter.body", .unchanged)
///     }
///
/// Nodes are named by their name or by their handle; a handle also checks the value's type at
/// compile time: `$0.evaluated(counter, Counter(value: 0.833))`.
public struct FrameUpdates {
    /// The ticks the step ran, in order: usually one frame.
    public let ticks: [TraceTick]
    /// What each node evaluated in the step did, in the order of first evaluation.
    public let updates: [NodeUpdate]
    /// The completion handlers that ran in the step, in order: each transaction's, with the
    /// criterion it waited for.
    public let completions: [(transaction: TraceTransaction, criteria: AnimationCompletionCriteria)]
    /// The nodes removed in the step, in order.
    public let removed: [TraceNode]
    /// The tolerance for numbers when an assertion gives none: the tester's.
    public let tolerance: Tolerance
    /// The nodes of each name given to several nodes, as the trace shows them (`x`, `x (2)`): an
    /// assertion by such a name fails and lists them.
    let duplicateNames: [String: [TraceNode]]
    /// The names of the graph's nodes, in creation order: read only when an assertion names a node
    /// that did not evaluate, to tell a name that does not exist and list the closest.
    let nodeNames: () -> [String]

    /// The tester's names for the frames of the step, such as `frame 61 (t = 1.017 s)`.
    var span: String { FrameUpdates.span(of: ticks) }
    /// The keys of the updates asserted so far.
    private(set) var asserted: Set<Key> = []
    /// The transactions whose completions were asserted so far, by number.
    private(set) var assertedCompletions: Set<Int> = []
    /// Whether ``skipRemainingEvaluations()`` was called.
    private(set) var skipsRemaining = false

    /// One assertable fact: a node's evaluation, or a change of its dependency on time.
    struct Key: Hashable {
        enum Kind: Hashable {
            case evaluation
            case startedDependingOnTime
            case stoppedDependingOnTime
        }
        let node: NodeID
        let kind: Kind
    }

    init(
        ticks: [TraceTick], timeNode: NodeID?, tolerance: Tolerance, duplicateNames: [String: [TraceNode]] = [:],
        nodeNames: @escaping () -> [String] = { [] }
    ) {
        self.ticks = ticks
        self.duplicateNames = duplicateNames
        self.nodeNames = nodeNames
        self.updates = NodeUpdate.updates(in: ticks, timeNode: timeNode)
        var completions: [(transaction: TraceTransaction, criteria: AnimationCompletionCriteria)] = []
        var removed: [TraceNode] = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .completionFired(let transaction, let criteria): completions.append((transaction, criteria))
                case .removed(let node): removed.append(node)
                default: break
                }
            }
        }
        self.completions = completions
        self.removed = removed
        self.tolerance = tolerance
    }

    /// The update of the node with the given name, if it was evaluated in the step.
    ///
    /// - Parameter name: The node's name as the trace shows it: of several nodes given the same
    ///   name, the first is shown by the name and the others as `x (2)`, `x (3)`.
    /// - Returns: What the node did, or `nil` if it did not evaluate.
    public func update(of name: String) -> NodeUpdate? { updates.first { $0.node.name == name } }

    // MARK: Evaluations

    /// Asserts that the named node evaluated in the step and that its value is now `value`.
    ///
    /// A value equal to the one the node already had passes too (the evaluation was cut off there);
    /// assert `$0.evaluated(name, .unchanged)` to insist on it.
    ///
    /// - Parameters:
    ///   - name: The node's name.
    ///   - value: The value the node must have after its last evaluation in the step.
    ///   - tolerance: How far numbers may be off; the tester's ``GraphTester/tolerance`` if `nil`.
    public mutating func evaluated<Value: Equatable>(
        _ name: String, _ value: Value, tolerance: Tolerance? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !isAmbiguous(name, at: location),
            let update = evaluation(named: name, { $0.node.name == name }, at: location)
        else { return }
        check(update, value, tolerance: tolerance ?? self.tolerance, at: location)
    }

    /// Asserts that the node evaluated in the step and that its value is now `value`.
    ///
    /// - Parameters:
    ///   - node: The node's handle.
    ///   - value: The value the node must have after its last evaluation in the step.
    ///   - tolerance: How far numbers may be off; the tester's ``GraphTester/tolerance`` if `nil`.
    public mutating func evaluated<Value: Equatable>(
        _ node: Node<Value>, _ value: Value, tolerance: Tolerance? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let update = evaluation(named: node.name, { $0.node.id == node.id }, at: location) else { return }
        check(update, value, tolerance: tolerance ?? self.tolerance, at: location)
    }

    /// Asserts that the named node evaluated in the step with the given outcome, whatever its value:
    /// `.unchanged` when it produced the value it had (the change stopped there), `.changed` when
    /// it produced a new one, `.initial` when it ran for the first time.
    ///
    /// - Parameters:
    ///   - name: The node's name.
    ///   - outcome: What the evaluations did: `.unchanged` means every evaluation in the step was cut
    ///     off; `.changed` that at least one changed the value.
    public mutating func evaluated(
        _ name: String, _ outcome: EvaluationOutcome, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !isAmbiguous(name, at: location),
            let update = evaluation(named: name, { $0.node.name == name }, at: location)
        else { return }
        check(update, outcome, at: location)
    }

    /// Asserts that the node evaluated in the step with the given outcome, whatever its value.
    ///
    /// - Parameters:
    ///   - node: The node's handle.
    ///   - outcome: `.unchanged`, `.changed` or `.initial`; see
    ///     `evaluated(_:_:)` with an `EvaluationOutcome`.
    public mutating func evaluated<Value>(
        _ node: Node<Value>, _ outcome: EvaluationOutcome, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let update = evaluation(named: node.name, { $0.node.id == node.id }, at: location) else { return }
        check(update, outcome, at: location)
    }

    // MARK: Time

    /// Asserts that the named node started depending on time in the step: an animation started on
    /// it, and it will be evaluated every frame until it ends.
    ///
    /// - Parameter name: The node's name.
    public mutating func startsDependingOnTime(
        _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        timeDependency(named: name, started: true, at: location)
    }

    /// Asserts that the named node stopped depending on time in the step: its last animation
    /// finished, and it is not evaluated every frame any more.
    ///
    /// - Parameter name: The node's name.
    public mutating func stopsDependingOnTime(
        _ name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        timeDependency(named: name, started: false, at: location)
    }

    // MARK: Completions

    /// Asserts that the completion handlers of `transaction` ran in the step: its animations met
    /// the completion criterion (or it animated nothing).
    ///
    ///     let tap = tester.withAnimation(.linear(duration: 1), { offset.value = 100 }, completion: {
    ///         label.value = "done"
    ///     }) { $0.evaluated(card, .unchanged); $0.startsDependingOnTime(card) }
    ///     tester.advance(untilCompletionOf: tap) {
    ///         $0.completionFired(tap)
    ///         ...
    ///     }
    ///
    /// - Parameter transaction: The transaction, as the step that opened it returned it.
    public mutating func completionFired(
        _ transaction: TraceTransaction, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        completion(of: transaction.id, FrameUpdates.name(of: transaction), at: location)
    }

    /// Asserts that the completion handlers of the transaction with the given number ran in the
    /// step.
    ///
    /// - Parameter id: The transaction's number, as timelines show it (`T3` is 3).
    public mutating func completionFired(
        transaction id: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        completion(of: id, "transaction T\(id)", at: location)
    }

    private mutating func completion(of id: Int, _ name: String, at location: _SourceCodeLocation) {
        if completions.contains(where: { $0.transaction.id == id }) {
            assertedCompletions.insert(id)
            return
        }
        let fired =
            completions.isEmpty
            ? "no completion handler ran"
            : "only the completions of \(completions.map { FrameUpdates.name(of: $0.transaction) }.joined(separator: ", ")) ran"
        _TestFailure.record("Expected the completion of \(name) to fire in \(span), but \(fired).", at: location)
    }

    /// Accepts every update not asserted so far, so that an exhaustive tester does not fail on
    /// them; with ``Exhaustivity/off(showSkippedAssertions:)`` set to show them, they are still
    /// listed.
    public mutating func skipRemainingEvaluations() { skipsRemaining = true }

    // MARK: Checks

    private mutating func evaluation(
        named name: String, _ isNode: (NodeUpdate) -> Bool, at location: _SourceCodeLocation
    ) -> NodeUpdate? {
        guard let update = updates.first(where: isNode) else {
            _TestFailure.record(notEvaluatedMessage(name), at: location)
            return nil
        }
        asserted.insert(Key(node: update.node.id, kind: .evaluation))
        return update
    }

    private func check<Value: Equatable>(
        _ update: NodeUpdate, _ expected: Value, tolerance: Tolerance, at location: _SourceCodeLocation
    ) {
        // A view's node holds the view in a box of its own: the test names the view itself.
        let actual = (update.value.base as? any _ViewValueBox)?._base ?? update.value.base
        switch _ValueMatch.compare(actual, with: expected, within: tolerance) {
        case .matches:
            return
        case .differs:
            let within = tolerance.value > 0 ? " (numbers compared within \(tolerance.value))" : ""
            _TestFailure.record(
                "\(update.node.name)'s value in \(span) does not match expectation\(within). Expected → actual:\n  "
                    + FrameUpdates.difference(
                        expected: TraceValue(expected), actual: update.value, components: (expected, actual),
                        tolerance),
                at: location)
        case .hasAnotherType:
            _TestFailure.record(
                "\(update.node.name)'s value in \(span) is a \(type(of: update.value.base)), not a \(Value.self): "
                    + "\(update.value.description). Assert "
                    + "`$0.evaluated(\(FrameUpdates.literal(update.node.name)), "
                    + "\(FrameUpdates.assertionText(of: update.value)))`.",
                at: location)
        }
    }

    private func check(_ update: NodeUpdate, _ outcome: EvaluationOutcome, at location: _SourceCodeLocation) {
        let actual: EvaluationOutcome =
            update.previousValue == nil && update.changed ? .initial : update.changed ? .changed : .unchanged
        guard actual != outcome else { return }
        let name = update.node.name
        let detail: String
        switch actual {
        case .initial: detail = "it ran for the first time: \(update.value.formatted())"
        case .changed: detail = "its value changed: \(FrameUpdates.change(update))"
        case .unchanged: detail = "it produced the value it had: \(update.value.formatted())"
        }
        _TestFailure.record(
            "Expected \(name) to evaluate with outcome .\(outcome) in \(span), but \(detail). "
                + "Assert `\(FrameUpdates.suggestion(for: update))`.",
            at: location)
    }

    private mutating func timeDependency(named name: String, started: Bool, at location: _SourceCodeLocation) {
        guard !isAmbiguous(name, at: location) else { return }
        let update = updates.first { $0.node.name == name }
        if let update, started ? update.startedDependingOnTime : update.stoppedDependingOnTime {
            asserted.insert(
                Key(node: update.node.id, kind: started ? .startedDependingOnTime : .stoppedDependingOnTime))
            return
        }
        let verb = started ? "start" : "stop"
        let status = update == nil ? "it was not evaluated" : "its dependency on time did not change"
        _TestFailure.record("Expected \(name) to \(verb) depending on time in \(span), but \(status).", at: location)
    }

    /// Whether several nodes were given `name`; if so, fails with the candidates and how to ask for
    /// one.
    private func isAmbiguous(_ name: String, at location: _SourceCodeLocation) -> Bool {
        guard let nodes = duplicateNames[name], nodes.count > 1 else { return false }
        let candidates = nodes.map { "'\($0.name)' (\($0.id))" }.joined(separator: ", ")
        _TestFailure.record(
            "\(nodes.count) nodes are named '\(name)': \(candidates). Assert one by the name the trace shows it "
                + "with, such as `$0.evaluated(\(FrameUpdates.literal(nodes[1].name)), …)`, or by its handle.",
            at: location)
        return true
    }

    private func notEvaluatedMessage(_ name: String) -> String {
        let mentioned = ticks.contains { tick in tick.events.contains { $0.node?.name == name } }
        let verified = ticks.contains { tick in
            tick.events.contains {
                if case .verified(let node) = $0 { return node.name == name }
                return false
            }
        }
        // A name no node has (and none had in the step, removed since): a typo, most likely.
        if !mentioned, case let names = nodeNames(), !names.isEmpty, !names.contains(name) {
            let closest = FrameUpdates.closestNames(to: name, in: names).map { "`\($0)`" }
            return "Expected \(name) to evaluate in \(span), but no node is named \(FrameUpdates.literal(name)). "
                + "The closest names: \(closest.joined(separator: ", "))."
        }
        let reason =
            verified ? "it was verified (its inputs did not change) and not run" : "it was not evaluated"
        let evaluated = updates.map(\.node.name)
        let others =
            evaluated.isEmpty ? "No node evaluated." : "Evaluated: \(evaluated.joined(separator: ", "))."
        return "Expected \(name) to evaluate in \(span), but \(reason). \(others)"
    }

    // MARK: Exhaustivity

    /// One fact the step's assertions did not cover, with the assertion that would.
    struct Unasserted {
        /// The node it is about; `nil` for a completion.
        let node: NodeID?
        /// `Counter.body evaluated: "0" → "1"`.
        let what: String
        /// `$0.evaluated("Counter.body", "1")`.
        let suggestion: String
    }

    /// The updates and completions not asserted, each with the assertion that would cover it.
    var unasserted: [Unasserted] {
        var result: [Unasserted] = []
        for update in updates {
            let name = FrameUpdates.literal(update.node.name)
            let node = update.node.name
            if !asserted.contains(Key(node: update.node.id, kind: .evaluation)) {
                let what = update.changed ? FrameUpdates.change(update) : "\(update.value.formatted()) (unchanged)"
                result.append(
                    Unasserted(
                        node: update.node.id, what: "\(node) evaluated: \(what)",
                        suggestion: FrameUpdates.suggestion(for: update)))
            }
            if update.startedDependingOnTime
                && !asserted.contains(Key(node: update.node.id, kind: .startedDependingOnTime))
            {
                result.append(
                    Unasserted(
                        node: update.node.id, what: "\(node) started depending on time",
                        suggestion: "$0.startsDependingOnTime(\(name))"))
            }
            if update.stoppedDependingOnTime
                && !asserted.contains(Key(node: update.node.id, kind: .stoppedDependingOnTime))
            {
                result.append(
                    Unasserted(
                        node: update.node.id, what: "\(node) stopped depending on time",
                        suggestion: "$0.stopsDependingOnTime(\(name))"))
            }
        }
        for completion in completions where !assertedCompletions.contains(completion.transaction.id) {
            result.append(
                Unasserted(
                    node: nil, what: "the completion of \(FrameUpdates.name(of: completion.transaction)) fired",
                    suggestion: "$0.completionFired(transaction: \(completion.transaction.id))"))
        }
        return result
    }

    /// Reports what was not asserted, as the exhaustivity asks.
    ///
    /// - Parameter isExempt: Whether a node's updates need no assertion: the nodes the graph made
    ///   for scopes and sequencers, not the test's.
    func finish(_ exhaustivity: Exhaustivity, isExempt: (NodeID) -> Bool, at location: _SourceCodeLocation) {
        // Nothing to report: the list, with its descriptions, is not built.
        switch exhaustivity {
        case .on where skipsRemaining, .off(showSkippedAssertions: false): return
        default: break
        }
        let remaining = unasserted.filter { $0.node.map { !isExempt($0) } ?? true }
        guard !remaining.isEmpty else { return }
        let count = remaining.count == 1 ? "1 update" : "\(remaining.count) updates"
        let list = remaining.map { "  \($0.what)\n    Add `\($0.suggestion)`" }.joined(separator: "\n")
        if case .on = exhaustivity, !skipsRemaining {
            _TestFailure.record(
                "The step ran \(span) and made \(count) that \(remaining.count == 1 ? "was" : "were") not asserted:\n"
                    + list + "\n\nAssert each update, or call `$0.skipRemainingEvaluations()`, or set "
                    + "`tester.exhaustivity = .off`.",
                at: location)
        } else if case .off(showSkippedAssertions: true) = exhaustivity {
            _TestFailure.recordKnownIssue(
                "Skipped assertions in \(span): \(count) not asserted:\n" + list, at: location)
        }
    }
}
