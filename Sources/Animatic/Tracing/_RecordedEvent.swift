/// An event the trace recorder keeps as it happened, for ``_TraceBuilder`` to make the public
/// ``TraceEvent`` of when the trace is read: nodes by number and animations as values. Naming a node
/// and describing an animation build strings, which recording leaves to reading.
enum _RecordedEvent {
    /// An event that names no node and describes no animation as it is recorded.
    case event(TraceEvent)
    case set(UInt32, from: TraceValue, to: TraceValue, changed: Bool, transaction: TraceTransaction?)
    case modelChanged(UInt32, from: TraceValue, to: TraceValue, transaction: TraceTransaction?, animation: Animation?)
    /// `animation` is `nil` for a change with no animation.
    case animationStarted(UInt32, entry: Int, animation: Animation?)
    case animationMerged(UInt32, entry: Int, replacing: Int, animation: Animation?)
    case animationCombined(UInt32, entry: Int, animation: Animation?)
    case animationJumped(UInt32)
    case animationLogicallyComplete(UInt32, entry: Int)
    case animationFinished(UInt32, entry: Int)
    case noAnimatableData(UInt32, animation: Animation)
    case animationWarning(UInt32, message: String)
    case viewWarning(UInt32, message: String)
    case scheduleFired(UInt32, time: Double)
    case phaseEntered(UInt32, from: TraceValue, to: TraceValue, animation: Animation?)
    case keyframesStarted(UInt32)
    case keyframesFinished(UInt32)

    /// The node the event is about, as ``TraceEvent/node`` gives it.
    var node: UInt32? {
        switch self {
        case .event(let event): event.node?.id.rawValue
        case .set(let node, _, _, _, _), .modelChanged(let node, _, _, _, _), .animationStarted(let node, _, _),
            .animationMerged(let node, _, _, _), .animationCombined(let node, _, _), .animationJumped(let node),
            .animationLogicallyComplete(let node, _), .animationFinished(let node, _), .noAnimatableData(let node, _),
            .scheduleFired(let node, _), .phaseEntered(let node, _, _, _), .keyframesStarted(let node),
            .keyframesFinished(let node), .animationWarning(let node, _), .viewWarning(let node, _):
            node
        }
    }

    /// The public event, its nodes named by `node`.
    func traceEvent(naming node: (UInt32) -> TraceNode) -> TraceEvent {
        switch self {
        case .event(let event):
            event
        case .set(let index, let from, let to, let changed, let transaction):
            .set(node(index), from: from, to: to, changed: changed, transaction: transaction)
        case .modelChanged(let index, let from, let to, let transaction, let animation):
            .modelChanged(node(index), from: from, to: to, transaction: transaction, animation: animation?.description)
        case .animationStarted(let index, let entry, let animation):
            .animationStarted(node(index), entry: entry, animation: Self.describe(animation))
        case .animationMerged(let index, let entry, let replacing, let animation):
            .animationMerged(node(index), entry: entry, replacing: replacing, animation: Self.describe(animation))
        case .animationCombined(let index, let entry, let animation):
            .animationCombined(node(index), entry: entry, animation: Self.describe(animation))
        case .animationJumped(let index):
            .animationJumped(node(index))
        case .animationLogicallyComplete(let index, let entry):
            .animationLogicallyComplete(node(index), entry: entry)
        case .animationFinished(let index, let entry):
            .animationFinished(node(index), entry: entry)
        case .noAnimatableData(let index, let animation):
            .noAnimatableData(node(index), animation: animation.description)
        case .animationWarning(let index, let message):
            .animationWarning(node(index), message: message)
        case .viewWarning(let index, let message):
            .viewWarning(node(index), message: message)
        case .scheduleFired(let index, let time):
            .scheduleFired(node(index), time: time)
        case .phaseEntered(let index, let from, let to, let animation):
            .phaseEntered(node(index), from: from, to: to, animation: animation?.description)
        case .keyframesStarted(let index):
            .keyframesStarted(node(index))
        case .keyframesFinished(let index):
            .keyframesFinished(node(index))
        }
    }

    /// An animation as the events that start one describe it: `nil` for none.
    private static func describe(_ animation: Animation?) -> String { animation?.description ?? "nil" }
}
