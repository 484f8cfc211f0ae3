/// A view whose content is updated by a schedule, as SwiftUI's `TimelineView`.
///
/// The content closure receives a context whose `date` is the schedule's current entry (on the
/// host's virtual clock: see ``TimelineViewDefaultContext``) and runs again at each new entry:
///
///     TimelineView(.animation(paused: reduceMotion)) { context in
///         let seconds = context.date.timeIntervalSinceReferenceDate
///         Wave(level: level, amplitude: 4, phase: CGFloat(seconds.truncatingRemainder(dividingBy: 2) * .pi))
///     }
///
/// Schedules: `.animation` (every frame), `.animation(minimumInterval:paused:)`,
/// `.periodic(from:by:)`, `.everyMinute` (at the start of every minute of the clock) and
/// `.explicit(_:)`. While `.animation(paused: true)` the view keeps its last entry and nothing
/// depends on time, so idle frames cost nothing; `paused` is read from the latest value of the view,
/// so a view that passes `reduceMotion` pauses and resumes with it.
///
/// In the graph, the view is the engine's timeline node (named `TimelineView`; its value is the
/// entry's clock time in seconds) and a rule `TimelineView.content` that calls the content closure
/// with the context. The kind of schedule and its interval are read once, when the view appears.
public struct TimelineView<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// What the content closure receives: the entry's date and the update cadence.
    public typealias Context = TimelineViewDefaultContext

    let schedule: TimelineSchedule
    let content: (Context) -> Content

    /// A view that runs `content` at each entry of `schedule`.
    ///
    /// - Parameters:
    ///   - schedule: When the content is updated.
    ///   - content: The view for an entry.
    public init(_ schedule: TimelineSchedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// `TimelineView(.animation)`.
    public var description: String { "TimelineView(.\(schedule.description))" }

    /// Builds the timeline node and its content rule. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let graph = inputs.animationGraph
        let name = inputs.nodeName("TimelineView")
        let sample = view.peek().schedule
        let schedule: TimelineSchedule
        if case .animation(let interval, _) = sample.kind {
            // The view's latest value says whether it is paused.
            schedule = .animation(minimumInterval: interval) {
                guard case .animation(_, let paused) = view.read().schedule.kind else { return false }
                return paused()
            }
        } else {
            schedule = sample
        }
        let node = graph.timeline(name: name, schedule: schedule)
        inputs.subtree.add(node.id)
        let dependencies = graph.dependencyGraph
        let input = _GraphValue(
            read: { _SequencerContentInput(view: view.read(), value: Context(time: node.value)) },
            peek: { [unowned graph, unowned dependencies] in
                let time = dependencies.currentValue(of: node.id) as? Double ?? graph.time
                return _SequencerContentInput(view: view.peek(), value: Context(time: time))
            })
        return _CompositeView<_SequencerContentInput<Self, Context>>.makeBody(
            input, name: name, inputs, shortName: "TimelineView", bodySuffix: "content"
        ) { $0.view.content($0.value) }
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["TimelineView", default: 0] += 1
    }
}
