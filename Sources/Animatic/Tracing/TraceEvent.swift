/// One thing that happened in a frame, as a trace records it, in the order it happened.
public enum TraceEvent: CustomStringConvertible {
    /// A node was created.
    case created(TraceNode, kind: NodeKind)
    /// A transaction was opened (`withAnimation`, `withTransaction`) between frames.
    case transactionOpened(TraceTransaction)
    /// A state node was written between frames, in a transaction.
    ///
    /// `changed` is `false` when the value was `Equatable` and equal: nothing was marked.
    case set(TraceNode, from: TraceValue, to: TraceValue, changed: Bool, transaction: TraceTransaction?)
    /// A node ran. `changedInputs` are the inputs that changed since it last ran (empty the first
    /// time); `from` is `nil` the first time. For an animatable node the values are the presented
    /// ones. `transaction` is the transaction of the latest state write whose change made it run,
    /// recorded as it ran; `nil` when no write in a transaction reached it (the clock's tick, a
    /// plain write, the first evaluation).
    case evaluated(
        TraceNode, changedInputs: [TraceNode], outcome: EvaluationOutcome, from: TraceValue?, to: TraceValue,
        transaction: TraceTransaction? = nil)
    /// A possibly stale node was found up to date without running: none of its inputs changed.
    case verified(TraceNode)
    /// `target` read `source` for the first time: a dependency edge now runs from one to the other.
    case dependencyAdded(source: TraceNode, target: TraceNode)
    /// `target` stopped reading `source`: the edge is gone.
    case dependencyRemoved(source: TraceNode, target: TraceNode)
    /// A node was removed from the graph.
    case removed(TraceNode)
    /// An animatable node's model value changed (its animatable data, before and after), in a
    /// transaction whose animation, after the node's scoped modifiers, is `animation`.
    case modelChanged(
        TraceNode, from: TraceValue, to: TraceValue, transaction: TraceTransaction?, animation: String?)
    /// An animation started on a node at rest.
    case animationStarted(TraceNode, entry: Int, animation: String)
    /// An animation merged into the running one (springs do), taking over its velocity.
    case animationMerged(TraceNode, entry: Int, replacing: Int, animation: String)
    /// An animation joined the running ones; their results combine: each animates from the result so far to its own target.
    case animationCombined(TraceNode, entry: Int, animation: String)
    /// The model changed with no animation while animations ran: the value jumped by the change and
    /// the running animations carry on.
    case animationJumped(TraceNode)
    /// An animation became logically complete: completion handlers waiting for that may run.
    case animationLogicallyComplete(TraceNode, entry: Int)
    /// An animation finished and was removed.
    case animationFinished(TraceNode, entry: Int)
    /// The model changed in a transaction with an animation, but the node's type has no animatable
    /// data (`EmptyAnimatableData`): the value jumps. The silent failure of a shape that forgot
    /// `animatableData`, made visible.
    case noAnimatableData(TraceNode, animation: String)
    /// An animation that started (or merged, or combined) uses a parameter SwiftUI accepts but a
    /// reader may not expect, and Animatic does as SwiftUI does: `message` says what happens, such as
    /// `delay −0.2 s: starts 0.2 s into the animation, as SwiftUI does`.
    case animationWarning(TraceNode, message: String)
    /// A view handed a node a value SwiftUI warns about at run time and draws anyway, such as a
    /// frame's NaN width: `message` names the view, the value and what is done with it, as
    /// SwiftUI does (`frame(width: nan): Invalid frame dimension (negative or non-finite); the width
    /// is ignored`).
    case viewWarning(TraceNode, message: String)
    /// A completion handler of a transaction ran.
    case completionFired(TraceTransaction, criteria: AnimationCompletionCriteria)
    /// A timeline schedule reached a new entry.
    case scheduleFired(TraceNode, time: Double)
    /// A phase animator entered a phase.
    case phaseEntered(TraceNode, from: TraceValue, to: TraceValue, animation: String?)
    /// A keyframe animator started playing its timeline.
    case keyframesStarted(TraceNode)
    /// A keyframe animator reached the end of its timeline.
    case keyframesFinished(TraceNode)

    /// The node the event is about (for an edge, its target: the node that reads); `nil` for a
    /// transaction or a completion.
    public var node: TraceNode? {
        switch self {
        case .created(let node, _), .set(let node, _, _, _, _), .evaluated(let node, _, _, _, _, _),
            .verified(let node), .removed(let node), .modelChanged(let node, _, _, _, _),
            .animationStarted(let node, _, _), .animationMerged(let node, _, _, _),
            .animationCombined(let node, _, _), .animationJumped(let node),
            .animationLogicallyComplete(let node, _), .animationFinished(let node, _),
            .noAnimatableData(let node, _), .scheduleFired(let node, _), .phaseEntered(let node, _, _, _),
            .keyframesStarted(let node), .keyframesFinished(let node), .animationWarning(let node, _),
            .viewWarning(let node, _):
            node
        case .dependencyAdded(_, let target), .dependencyRemoved(_, let target):
            target
        case .transactionOpened, .completionFired:
            nil
        }
    }

    /// A one-line description, such as `set value 0 → 100`.
    public var description: String {
        switch self {
        case .created(let node, let kind):
            "created \(kind) \(node)"
        case .transactionOpened(let transaction):
            "transaction \(transaction)"
        case .set(let node, let from, let to, let changed, let transaction):
            "set \(node) \(from.formatted()) → \(to.formatted())\(changed ? "" : " (equal: nothing marked)")"
                + (transaction.map { " in \($0)" } ?? "")
        case .evaluated(let node, let inputs, let outcome, let from, let to, _):
            "eval \(node) ← [\(inputs.map(\.name).joined(separator: ", "))] "
                + (from.map { "\($0.formatted()) → " } ?? "") + "\(to.formatted()) (\(outcome))"
        case .verified(let node):
            "verified \(node) (inputs unchanged: not run)"
        case .dependencyAdded(let source, let target):
            "+ edge \(source) → \(target)"
        case .dependencyRemoved(let source, let target):
            "− edge \(source) → \(target)"
        case .removed(let node):
            "removed \(node)"
        case .modelChanged(let node, let from, let to, let transaction, let animation):
            "model \(node) \(from.formatted()) → \(to.formatted())"
                + (transaction.map { " in \($0)" } ?? "") + ", animation: \(animation ?? "none")"
        case .animationStarted(let node, let entry, let animation):
            "animation A\(entry) started on \(node): \(animation)"
        case .animationMerged(let node, let entry, let replacing, let animation):
            "animation A\(entry) takes over from A\(replacing) on \(node), keeping its velocity: \(animation)"
        case .animationCombined(let node, let entry, let animation):
            "animation A\(entry) combined on \(node): \(animation)"
        case .animationJumped(let node):
            "\(node) jumped (no animation); running animations carry on"
        case .animationLogicallyComplete(let node, let entry):
            "animation A\(entry) logically complete on \(node)"
        case .animationFinished(let node, let entry):
            "animation A\(entry) finished on \(node)"
        case .noAnimatableData(let node, let animation):
            "\(node) has no animatable data: \(animation) cannot animate it, the value jumps"
        case .animationWarning(let node, let message):
            "warning on \(node): \(message)"
        case .viewWarning(let node, let message):
            "warning on \(node): \(message)"
        case .completionFired(let transaction, let criteria):
            "completion of transaction \(transaction) fired (\(criteria))"
        case .scheduleFired(let node, let time):
            "schedule \(node) fired at \(TraceValue.format(time)) s"
        case .phaseEntered(let node, let from, let to, let animation):
            "\(node) entered phase \(to.formatted()) from \(from.formatted()) with \(animation ?? "no animation")"
        case .keyframesStarted(let node):
            "\(node) started its keyframes"
        case .keyframesFinished(let node):
            "\(node) finished its keyframes"
        }
    }
}
