/// The state behind a timeline node: its schedule and its current entry.
final class _TimelineNode {
    unowned(unsafe) let graph: AnimationGraph
    let schedule: TimelineSchedule
    var id = NodeID(rawValue: 0)
    var entry: Double?

    init(graph: AnimationGraph, schedule: TimelineSchedule) {
        self.graph = graph
        self.schedule = schedule
    }

    /// The entry for the current frame; reads the time while the schedule runs.
    func evaluate() -> Double {
        let newEntry: Double
        switch schedule.kind {
        case .animation(let minimumInterval, let paused):
            if paused() {
                if let entry { return entry }
                newEntry = graph.time
            } else {
                let now = graph.readTime()
                if let minimumInterval, let entry, now - entry < minimumInterval - 1e-9 {
                    newEntry = entry
                } else {
                    newEntry = now
                }
            }
        case .periodic(let start, let interval):
            let now = graph.readTime()
            newEntry = now < start ? start : start + ((now - start) / interval + 1e-9).rounded(.down) * interval
        case .explicit(let times):
            let now = graph.time
            if times.last! > now { _ = graph.readTime() }
            newEntry = times.last(where: { $0 <= now + 1e-9 }) ?? times[0]
        }
        if newEntry != entry {
            entry = newEntry
            graph.recorder?.record(.scheduleFired(id.rawValue, time: newEntry))
        }
        return newEntry
    }
}
