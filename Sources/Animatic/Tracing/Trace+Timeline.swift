import Foundation

extension Trace {
    /// The trace as text a learner can follow, frame by frame: what was set, what ran and why
    /// (which inputs changed), old and new values, what was cut off, and edges as they come and go.
    ///
    ///     frame 1      t = 0.017 s
    ///       set        value          0 → 100
    ///       eval       label          ← value          "0" → "100"
    ///       eval       label.length   ← label          3 (unchanged: nothing below runs)
    ///     frames 2–60  idle
    ///
    /// A frame that runs more than one pass (a change applied at the time of a frame already drawn,
    /// a phase animator's step entered after the pass that completed the last) shows each later pass
    /// as such: `frame 6, pass 2`.
    ///
    /// - Parameter options: What to show; by default everything, idle runs collapsed.
    /// - Returns: The timeline, one line per event, ending with a newline.
    public func timeline(_ options: TimelineOptions = TimelineOptions()) -> String {
        let width = nameWidth(options)
        let transactions = options.nodes.map(transactions(writing:))
        var output: [String] = []
        if droppedTickCount > 0 { output.append("… \(droppedTickCount) earlier ticks dropped (bounded trace)") }
        var idleRun: [TraceTick] = []
        func flushIdle() {
            guard let first = idleRun.first, let last = idleRun.last else { return }
            if idleRun.count == 1 && first.frameCount == 1 {
                output.append(header(first) + "   idle")
            } else {
                output.append(pad("frames \(first.frame)–\(last.lastFrame)", 13) + "idle")
            }
            idleRun = []
        }
        var pass = 1
        var previousFrame: Int?
        for tick in ticks {
            pass = tick.frame == previousFrame ? pass + 1 : 1
            previousFrame = tick.lastFrame
            let events = lines(of: tick, width: width, transactions: transactions, options)
            if events.isEmpty {
                if options.collapsesIdleTicks {
                    idleRun.append(tick)
                } else if tick.frameCount == 1 {
                    output.append(header(tick, pass: pass) + "   idle")
                } else {
                    output.append(pad("frames \(tick.frame)–\(tick.lastFrame)", 13) + "idle")
                }
                continue
            }
            flushIdle()
            output.append(header(tick, pass: pass))
            output.append(contentsOf: events)
        }
        flushIdle()
        return output.map { $0 + "\n" }.joined()
    }

    private func header(_ tick: TraceTick, pass: Int = 1) -> String {
        let name = pass > 1 ? "frame \(tick.frame), pass \(pass)" : "frame \(tick.frame)"
        return pad(name, 13) + "t = " + _DecimalText.fixed(tick.time, digits: 3) + " s"
    }

    private func nameWidth(_ options: TimelineOptions) -> Int {
        var width = 8
        for tick in ticks {
            for event in tick.events {
                guard let node = event.node, options.nodes?.contains(node.name) ?? true else { continue }
                width = max(width, node.name.count)
            }
        }
        return min(width, 40)
    }

    private func isTime(_ node: TraceNode) -> Bool { node.id == timeNode }

    /// The numbers of the transactions that wrote one of `nodes` or changed the model of one: when
    /// the timeline shows only some nodes, it shows only their transactions and completions.
    private func transactions(writing nodes: Set<String>) -> Set<Int> {
        var result: Set<Int> = []
        for tick in ticks {
            for event in tick.events {
                switch event {
                case .set(let node, _, _, _, let transaction?) where nodes.contains(node.name):
                    result.insert(transaction.id)
                case .modelChanged(let node, _, _, let transaction?, _) where nodes.contains(node.name):
                    result.insert(transaction.id)
                default:
                    break
                }
            }
        }
        return result
    }

    /// The lines of one tick. An event about the node evaluated just before it is a consequence of
    /// that evaluation and is shown indented under it.
    ///
    /// - Parameter transactions: The transactions to show, with their completions; all if `nil`.
    private func lines(of tick: TraceTick, width: Int, transactions: Set<Int>?, _ options: TimelineOptions)
        -> [String]
    {
        var result: [String] = []
        var lastEvaluated: NodeID?
        for event in tick.events {
            if case .evaluated(let node, _, _, _, _, _) = event {
                lastEvaluated = node.id
            } else if event.node?.id != lastEvaluated {
                lastEvaluated = nil
            }
            if let nodes = options.nodes, let node = event.node, !nodes.contains(node.name) { continue }
            if let transactions {
                switch event {
                case .transactionOpened(let transaction), .completionFired(let transaction, _):
                    if !transactions.contains(transaction.id) { continue }
                default:
                    break
                }
            }
            if lastEvaluated != nil, event.node?.id == lastEvaluated, !isEvaluation(event) {
                if let detail = detail(of: event, options) {
                    result.append(String(repeating: " ", count: 13 + width + 2) + "· " + detail)
                }
            } else if let line = line(for: event, width: width, options) {
                result.append(line)
            }
        }
        return result
    }

    private func isEvaluation(_ event: TraceEvent) -> Bool {
        if case .evaluated = event { return true }
        return false
    }

    /// A consequence of an evaluation, as the text after the `·`.
    private func detail(of event: TraceEvent, _ options: TimelineOptions) -> String? {
        let digits = options.digits
        switch event {
        case .dependencyAdded(let source, _):
            guard options.showsEdges || isTime(source) else { return nil }
            return isTime(source) ? "+ depends on time" : "now reads \(source.name)"
        case .dependencyRemoved(let source, _):
            guard options.showsEdges || isTime(source) else { return nil }
            return isTime(source) ? "− no longer depends on time" : "no longer reads \(source.name)"
        case .modelChanged(_, let from, let to, let transaction, let animation):
            let change = "model " + from.formattedChange(to: to, digits: digits, showsUnchangedFields: false)
            return change + (transaction.map { " in T\($0.id)" } ?? "")
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
            return "phase \(from.formatted(digits: digits)) → \(to.formatted(digits: digits)) with "
                + (animation ?? "no animation")
                + (from.description == to.description ? " (identical: passes at once)" : "")
        case .keyframesStarted:
            return "keyframes started"
        case .keyframesFinished:
            return "keyframes finished"
        default:
            return line(for: event, width: 0, options)?.trimmingCharacters(in: .whitespaces)
        }
    }

    private func line(for event: TraceEvent, width: Int, _ options: TimelineOptions) -> String? {
        let digits = options.digits
        func row(_ verb: String, _ node: TraceNode, _ rest: String) -> String {
            "  " + pad(verb, 11) + pad(node.name, width + 2) + rest
        }
        switch event {
        case .created:
            return nil
        case .transactionOpened(let transaction):
            return "  " + pad("transaction", 11) + "T\(transaction.id) \(transaction.label)"
        case .set(let node, let from, let to, let changed, let transaction):
            let change = from.formattedChange(to: to, digits: digits, showsUnchangedFields: false)
            let context = transaction.map { "   in T\($0.id)" } ?? ""
            return row("set", node, change + (changed ? "" : " (equal: nothing marked)") + context)
        case .evaluated(let node, let inputs, let outcome, let from, let to, _):
            let reason = inputs.isEmpty ? "" : "← " + inputs.map(\.name).joined(separator: ", ")
            let value: String
            switch outcome {
            case .initial:
                value = "\(to.formatted(digits: digits)) (first run)"
            case .changed:
                value =
                    from.map { $0.formattedChange(to: to, digits: digits, showsUnchangedFields: false) }
                    ?? to.formatted(digits: digits)
            case .unchanged:
                value = "\(to.formatted(digits: digits)) (unchanged: nothing below runs)"
            }
            let reasonColumn = reason.isEmpty ? "" : pad(reason, max(width + 4, reason.count + 2))
            return row("eval", node, reasonColumn + value)
        case .verified(let node):
            guard options.showsVerifications else { return nil }
            return row("verified", node, "inputs unchanged: not run")
        case .dependencyAdded(let source, let target):
            if isTime(source) { return row("+ time", target, "depends on time") }
            guard options.showsEdges else { return nil }
            return row("+ edge", target, "now reads \(source.name)")
        case .dependencyRemoved(let source, let target):
            if isTime(source) { return row("− time", target, "no longer depends on time") }
            guard options.showsEdges else { return nil }
            return row("− edge", target, "no longer reads \(source.name)")
        case .removed(let node):
            return row("removed", node, "")
        case .completionFired(let transaction, let criteria):
            return "  " + pad("completion", 11) + "T\(transaction.id) \(transaction.label) (\(criteria))"
        case .modelChanged(let node, _, _, _, _), .animationStarted(let node, _, _),
            .animationMerged(let node, _, _, _), .animationCombined(let node, _, _), .animationJumped(let node),
            .animationLogicallyComplete(let node, _), .animationFinished(let node, _),
            .noAnimatableData(let node, _), .scheduleFired(let node, _), .keyframesStarted(let node),
            .keyframesFinished(let node), .animationWarning(let node, _):
            return detail(of: event, options).map { row("animation", node, $0) }
        case .phaseEntered(let node, _, _, _):
            return detail(of: event, options).map { row("phase", node, $0) }
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
