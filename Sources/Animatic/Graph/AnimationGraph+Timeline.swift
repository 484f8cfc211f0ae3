extension AnimationGraph {
    /// Creates a timeline node, as SwiftUI's `TimelineView`: its value is the time of the
    /// schedule's current entry, in seconds, and it depends on time only while the schedule runs.
    ///
    ///     let ripple = graph.timeline(name: "TimelineView", schedule: .animation(paused: { reduceMotion.value }))
    ///     let wave = graph.rule(name: "Wave") { Wave(phase: ripple.value * 2) }
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - schedule: When the node produces a new entry.
    /// - Returns: The node; each new entry is recorded in the trace as "schedule fired".
    public func timeline(name: String? = nil, schedule: TimelineSchedule) -> Node<Double> {
        let node = _TimelineNode(graph: self, schedule: schedule)
        let rule = dependencyGraph.rule(name: name) { node.evaluate() }
        node.id = rule.id
        roles[rule.id] = .timeline
        return Node(rule: rule)
    }
}
