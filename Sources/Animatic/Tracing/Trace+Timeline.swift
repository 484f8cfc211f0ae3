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
    /// - Parameter options: What to show; by default everything, idle runs collapsed.
    /// - Returns: The timeline, one line per event, ending with a newline.
    public func timeline(_ options: TimelineOptions = TimelineOptions()) -> String {
        let width = nameWidth(options)
        var lines: [String] = []
        if droppedTickCount > 0 { lines.append("… \(droppedTickCount) earlier ticks dropped (bounded trace)") }
        var idleRun: [TraceTick] = []
        func flushIdle() {
            guard let first = idleRun.first, let last = idleRun.last else { return }
            if idleRun.count == 1 {
                lines.append(header(first) + "   idle")
            } else {
                lines.append(pad("frames \(first.frame)–\(last.frame)", 13) + "idle")
            }
            idleRun = []
        }
        for tick in ticks {
            let events = tick.events.compactMap { line(for: $0, width: width, options) }
            if events.isEmpty {
                if options.collapsesIdleTicks {
                    idleRun.append(tick)
                } else {
                    lines.append(header(tick) + "   idle")
                }
                continue
            }
            flushIdle()
            lines.append(header(tick))
            lines.append(contentsOf: events)
        }
        flushIdle()
        return lines.map { $0 + "\n" }.joined()
    }

    private func header(_ tick: TraceTick) -> String {
        pad("frame \(tick.frame)", 13) + "t = " + String(format: "%.3f", tick.time) + " s"
    }

    private func nameWidth(_ options: TimelineOptions) -> Int {
        var width = 8
        for tick in ticks {
            for event in tick.events where options.nodes?.contains(event.node.name) ?? true {
                width = max(width, event.node.name.count)
            }
        }
        return min(width, 40)
    }

    private func line(for event: TraceEvent, width: Int, _ options: TimelineOptions) -> String? {
        if let nodes = options.nodes, !nodes.contains(event.node.name) { return nil }
        let digits = options.digits
        func row(_ verb: String, _ node: TraceNode, _ rest: String) -> String {
            "  " + pad(verb, 11) + pad(node.name, width + 2) + rest
        }
        switch event {
        case .created:
            return nil
        case .set(let node, let from, let to, let changed):
            let change = "\(from.formatted(digits: digits)) → \(to.formatted(digits: digits))"
            return row("set", node, change + (changed ? "" : " (equal: nothing marked)"))
        case .evaluated(let node, let inputs, let outcome, let from, let to):
            let reason = inputs.isEmpty ? "" : "← " + inputs.map(\.name).joined(separator: ", ")
            let value: String
            switch outcome {
            case .initial:
                value = "\(to.formatted(digits: digits)) (first run)"
            case .changed:
                value = (from.map { "\($0.formatted(digits: digits)) → " } ?? "") + to.formatted(digits: digits)
            case .unchanged:
                value = "\(to.formatted(digits: digits)) (unchanged: nothing below runs)"
            }
            let reasonColumn = reason.isEmpty ? "" : pad(reason, max(width + 4, reason.count + 2))
            return row("eval", node, reasonColumn + value)
        case .verified(let node):
            guard options.showsVerifications else { return nil }
            return row("verified", node, "inputs unchanged: not run")
        case .dependencyAdded(let source, let target):
            guard options.showsEdges else { return nil }
            return row("+ edge", target, "now reads \(source.name)")
        case .dependencyRemoved(let source, let target):
            guard options.showsEdges else { return nil }
            return row("− edge", target, "no longer reads \(source.name)")
        case .removed(let node):
            return row("removed", node, "")
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
