import Animatic
import Foundation

/// A ``Animatic/Trace`` in the Chrome Trace Event Format, the JSON that the Perfetto UI
/// (ui.perfetto.dev) and `chrome://tracing` open.
///
/// The document is an object whose `traceEvents` array holds, on the virtual clock (`ts` and
/// `dur` in microseconds):
///
/// - metadata (`"ph": "M"`) naming the process after the scene and one track (`tid`) per node,
///   named after the node just before the first tick that mentions it (so that a run can be
///   written as it goes), plus a `frames` track (`tid` 0);
/// - a complete slice (`"ph": "X"`) for every tick on the `frames` track, for every state write
///   on the state's track, and for every evaluation on the node's track: a frame's writes and
///   evaluations take consecutive slots of the frame, in the order they happened;
/// - instant events (`"ph": "i"`) for animations starting, merging, combining and finishing, model
///   changes, time dependencies coming and going, phases, keyframes, schedules, transactions and
///   completions;
/// - counter events (`"ph": "C"`) carrying each numeric component (``Animatic/TraceValue/components``) of
///   every value a node took, one counter track per node;
/// - flow events (`"ph": "s"` at the write, `"ph": "f"` with `"bp": "e"` at the evaluation, one
///   `id` per pair) from each state write to every evaluation its change caused in that tick,
///   directly or through nodes that changed because of it.
///
///     let data = PerfettoTrace(graph.trace, scene: "counter").encoded()
///     try data.write(to: URL(fileURLWithPath: "counter.perfetto.json"))
///
/// The bytes are the same on every run and platform.
public struct PerfettoTrace {
    /// The trace to write.
    public let trace: Trace
    /// The name of the scene it came from, the process's name.
    public let scene: String?
    /// Only these nodes' tracks and events; `nil` for every node.
    public let nodes: Set<String>?

    /// The longest slot an evaluation gets, in nanoseconds: a frame with few evaluations shows them
    /// a millisecond each rather than spread over the whole frame.
    public static let maximumSlotNanoseconds: Int64 = 1_000_000

    /// Prepares the Perfetto form of a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - scene: The scene's name, shown as the process's name.
    ///   - nodes: Only these node names (their tracks, slices, counters and flows); `nil` for all.
    public init(_ trace: Trace, scene: String? = nil, nodes: Set<String>? = nil) {
        self.trace = trace
        self.scene = scene
        self.nodes = nodes
    }

    /// The document as UTF-8 JSON.
    ///
    /// - Returns: The JSON text.
    /// - Complexity: O(*e*) in the number of events.
    public func encoded() -> Data { Data(bytes()) }

    /// The document as UTF-8 JSON bytes, written straight into one buffer.
    ///
    /// - Returns: The JSON text's bytes, ending in a line break.
    /// - Complexity: O(*e*) in the number of events.
    public func bytes() -> [UInt8] {
        var stream = _PerfettoStream(scene: scene, nodes: nodes)
        return stream.write(trace) + stream.finish()
    }

    /// A counter event with the value's components, when it has any: a number (`number`, the
    /// value's ``Animatic/TraceValue/number``) is its one component, `value`.
    static func counter(
        _ value: TraceValue, number: Double?, at time: Int64, into writer: inout _JSONWriter, name: [UInt8]
    ) {
        let components = number == nil ? value.components : []
        if number == nil && components.isEmpty { return }
        writer.raw(",{\"name\":")
        writer.raw(name)
        writer.raw(",\"cat\":\"value\",\"ph\":\"C\",\"ts\":")
        writer.microseconds(nanoseconds: time)
        writer.raw(",\"pid\":1,\"args\":{")
        if let number {
            writer.raw("\"value\":")
            writer.number(number)
        }
        for (index, component) in components.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(component.name)
            writer.raw(":")
            writer.number(component.value)
        }
        writer.raw("}}")
    }

    /// A value as a slice shows it: a number in full, a path as its summary, else its description.
    static func text(_ value: TraceValue) -> String {
        if let number = value.number, !(value.base is Bool) { return _TextFormatting.shortest(number) }
        if value.base is Path { return value.formatted() }
        return value.description
    }

    /// The category of an instant event.
    static func category(_ event: TraceEvent) -> StaticString {
        switch event {
        case .transactionOpened, .completionFired: "transaction"
        case .phaseEntered, .keyframesStarted, .keyframesFinished, .scheduleFired: "phase"
        case .dependencyAdded, .dependencyRemoved: "time"
        default: "animation"
        }
    }

    /// The name of an instant event, or `nil` for events that are not shown as instants.
    static func instantLabel(_ event: TraceEvent, timeNode: NodeID?) -> String? {
        switch event {
        case .animationStarted(_, let entry, let animation): "animation A\(entry) started: \(animation)"
        case .animationMerged(_, let entry, let replacing, _):
            "animation A\(entry) takes over from A\(replacing), keeping its velocity"
        case .animationCombined(_, let entry, _): "animation A\(entry) combined"
        case .animationFinished(_, let entry): "animation A\(entry) finished"
        case .animationLogicallyComplete(_, let entry): "animation A\(entry) logically complete"
        case .animationJumped: "jumped: no animation"
        case .noAnimatableData: "no animatable data: the value jumps"
        case .animationWarning(_, let message): "warning: \(message)"
        case .viewWarning(_, let message): "warning: \(message)"
        case .modelChanged(_, _, _, _, let animation): "model changed" + (animation.map { ": \($0)" } ?? "")
        case .dependencyAdded(let source, _) where source.id == timeNode: "+ depends on time"
        case .dependencyRemoved(let source, _) where source.id == timeNode: "− depends on time"
        case .phaseEntered(_, _, let to, _): "phase \(to.formatted())"
        case .keyframesStarted: "keyframes started"
        case .keyframesFinished: "keyframes finished"
        case .scheduleFired(_, let time): "schedule fired at \(TraceValue.format(time)) s"
        case .transactionOpened(let transaction): "transaction \(transaction)"
        case .completionFired(let transaction, _): "completion of \(transaction)"
        default: nil
        }
    }
}
