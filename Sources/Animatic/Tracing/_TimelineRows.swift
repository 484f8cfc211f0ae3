import Foundation

/// The wording of a timeline's event lines, one tick after another: the one place that words them,
/// for ``Trace/timeline(_:)`` and for the inspector page's events.
///
/// An event about the node evaluated just before it is a consequence of that evaluation and is
/// worded as a detail indented under it (`· + depends on time`); any other event is a row of its
/// own (`  eval       Counter       ← time          0 → 0.833`).
package struct _TimelineRows {
    /// The graph's time node: edges from it are worded as dependencies on time.
    let timeNode: NodeID?
    /// The width of the column of names.
    let width: Int
    /// What to show.
    let options: TimelineOptions
    /// How values are worded.
    package var words: _TimelineWords
    /// The node whose evaluation the events that follow may be consequences of.
    private var lastEvaluated: NodeID?

    /// Prepares the wording of a trace's events.
    ///
    /// - Parameters:
    ///   - timeNode: The trace's time node.
    ///   - width: The width of the column of names (``Trace/_timelineNameWidth(_:)``).
    ///   - options: What to show.
    ///   - words: How values are worded.
    package init(timeNode: NodeID?, width: Int, options: TimelineOptions, words: _TimelineWords) {
        self.timeNode = timeNode
        self.width = width
        self.options = options
        self.words = words
    }

    /// Starts a tick: no event of it is a consequence of the last tick's evaluations.
    package mutating func beginTick() { lastEvaluated = nil }

    /// Takes the tick's next event, in order, and words it.
    ///
    /// - Parameters:
    ///   - event: The event.
    ///   - shows: Whether the timeline shows it; an event not shown still counts for the events
    ///     after it.
    /// - Returns: Its line, a row or an indented detail; `nil` when it shows none.
    package mutating func row(for event: TraceEvent, shows: Bool = true) -> String? {
        let isEvaluation: Bool
        if case .evaluated(let node, _, _, _, _, _) = event {
            lastEvaluated = node.id
            isEvaluation = true
        } else {
            if event.node?.id != lastEvaluated { lastEvaluated = nil }
            isEvaluation = false
        }
        guard shows else { return nil }
        if lastEvaluated != nil, event.node?.id == lastEvaluated, !isEvaluation {
            return detail(of: event).map { String(repeating: " ", count: 13 + width + 2) + "· " + $0 }
        }
        return line(for: event, width: width)
    }

    private func isTime(_ node: TraceNode) -> Bool { node.id == timeNode }

    /// A consequence of an evaluation, as the text after the `·`.
    private func detail(of event: TraceEvent) -> String? {
        let digits = options.digits
        switch event {
        case .dependencyAdded(let source, _):
            guard options.showsEdges || isTime(source) else { return nil }
            return isTime(source) ? "+ depends on time" : "now reads \(words.sourceName(source))"
        case .dependencyRemoved(let source, _):
            guard options.showsEdges || isTime(source) else { return nil }
            return isTime(source) ? "− no longer depends on time" : "no longer reads \(words.sourceName(source))"
        case .modelChanged(_, let from, let to, let transaction, let animation):
            return "model " + words.change(from, to) + (transaction.map { " in T\($0.id)" } ?? "")
                + (animation.map { ", animation \($0)" } ?? ", no animation")
        case .animationStarted(_, let entry, _):
            return "animation A\(entry) started"
        case .animationMerged(_, let entry, let replacing, _):
            return "animation A\(entry) takes over from A\(replacing), keeping its velocity"
        case .animationCombined(_, let entry, _):
            return "animation A\(entry) combined with the running ones"
        case .animationJumped:
            return "jumped: no animation; running animations carry on"
        case .animationLogicallyComplete(_, let entry):
            return "animation A\(entry) logically complete"
        case .animationFinished(_, let entry):
            return "animation A\(entry) finished"
        case .noAnimatableData(_, let animation):
            return "no animatable data: \(animation) cannot animate it, the value jumps"
        case .animationWarning(_, let message):
            return "warning: \(message)"
        case .scheduleFired(_, let time):
            return "schedule fired at \(TraceValue.format(time, digits: digits)) s"
        case .phaseEntered(_, let from, let to, let animation):
            return "phase \(words.value(from, .old)) → \(words.value(to, .new)) with "
                + (animation ?? "no animation")
                + (from.description == to.description ? " (identical: passes at once)" : "")
        case .keyframesStarted:
            return "keyframes started"
        case .keyframesFinished:
            return "keyframes finished"
        default:
            return line(for: event, width: 0)?.trimmingCharacters(in: .whitespaces)
        }
    }

    private func line(for event: TraceEvent, width: Int) -> String? {
        func row(_ verb: String, _ node: TraceNode, _ rest: String) -> String {
            "  " + Trace._pad(verb, 11) + words.paddedName(node, width + 2) + rest
        }
        switch event {
        case .created:
            return nil
        case .transactionOpened(let transaction):
            return "  " + Trace._pad("transaction", 11) + "T\(transaction.id) \(transaction.label)"
        case .set(let node, let from, let to, let changed, let transaction):
            let context = transaction.map { "   in T\($0.id)" } ?? ""
            return row("set", node, words.change(from, to) + (changed ? "" : " (equal: nothing marked)") + context)
        case .evaluated(let node, let inputs, let outcome, let from, let to, _):
            let reason = inputs.isEmpty ? "" : "← " + inputs.map(\.name).joined(separator: ", ")
            let value: String
            switch outcome {
            case .initial:
                value = "\(words.value(to, .new)) (first run)"
            case .changed:
                value = from.map { words.change($0, to) } ?? words.value(to, .new)
            case .unchanged:
                value = "\(words.value(to, .new)) (unchanged: nothing below runs)"
            }
            let reasonColumn = reason.isEmpty ? "" : Trace._pad(reason, max(width + 4, reason.count + 2))
            return row("eval", node, reasonColumn + value)
        case .verified(let node):
            guard options.showsVerifications else { return nil }
            return row("verified", node, "inputs unchanged: not run")
        case .dependencyAdded(let source, let target):
            if isTime(source) { return row("+ time", target, "depends on time") }
            guard options.showsEdges else { return nil }
            return row("+ edge", target, "now reads \(words.sourceName(source))")
        case .dependencyRemoved(let source, let target):
            if isTime(source) { return row("− time", target, "no longer depends on time") }
            guard options.showsEdges else { return nil }
            return row("− edge", target, "no longer reads \(words.sourceName(source))")
        case .removed(let node):
            return row("removed", node, "")
        case .completionFired(let transaction, let criteria):
            return "  " + Trace._pad("completion", 11) + "T\(transaction.id) \(transaction.label) (\(criteria))"
        case .modelChanged(let node, _, _, _, _), .animationStarted(let node, _, _),
            .animationMerged(let node, _, _, _), .animationCombined(let node, _, _), .animationJumped(let node),
            .animationLogicallyComplete(let node, _), .animationFinished(let node, _),
            .noAnimatableData(let node, _), .scheduleFired(let node, _), .keyframesStarted(let node),
            .keyframesFinished(let node), .animationWarning(let node, _):
            return detail(of: event).map { row("animation", node, $0) }
        case .viewWarning(let node, let message):
            return row("warning", node, message)
        case .phaseEntered(let node, _, _, _):
            return detail(of: event).map { row("phase", node, $0) }
        }
    }
}
