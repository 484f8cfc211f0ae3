import Animatic
import Foundation

/// A ``Animatic/Trace`` in the Chrome Trace Event Format, the JSON that the Perfetto UI
/// (ui.perfetto.dev) and `chrome://tracing` open.
///
/// The document is an object whose `traceEvents` array holds, on the virtual clock (`ts` and
/// `dur` in microseconds):
///
/// - metadata (`"ph": "M"`) naming the process after the scene and one track (`tid`) per node,
///   named after the node, plus a `frames` track (`tid` 0);
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
        var writer = _JSONWriter(capacity: 256 + trace.ticks.reduce(0) { $0 + $1.events.count } * 180)
        // Per node, by identifier (they are small and dense): its name as a JSON literal, made once.
        var literals: [[UInt8]?] = []
        func name(_ node: TraceNode) -> [UInt8] {
            let index = Int(node.id.rawValue)
            if index < literals.count, let literal = literals[index] { return literal }
            let literal = _JSONWriter.literal(node.name)
            if index >= literals.count { literals += repeatElement(nil, count: index + 1 - literals.count) }
            literals[index] = literal
            return literal
        }
        func includes(_ node: TraceNode) -> Bool { nodes?.contains(node.name) ?? true }
        func tid(_ node: TraceNode) -> Int64 { Int64(node.id.rawValue) + 1 }

        writer.raw("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"droppedTickCount\":")
        writer.integer(Int64(trace.droppedTickCount))
        writer.raw(",\"framesPerSecond\":")
        writer.number(trace.framesPerSecond)
        if let scene {
            writer.raw(",\"scene\":")
            writer.string(scene)
        }
        writer.raw("},\"traceEvents\":[")
        // Metadata: the process and one named track per node, in the order of their identifiers.
        writer.raw("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":")
        writer.string(scene ?? "Animatic")
        writer.raw("}},{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"frames\"}}")
        writer.raw(",{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"sort_index\":0}}")
        // One pass over the events: the nodes that get a track, by identifier, and how many slots
        // (writes and evaluations) each frame shares out.
        var tracks: [TraceNode?] = []
        var slotsInFrame: [Int: Int] = [:]
        for tick in trace.ticks {
            var count = 0
            for event in tick.events {
                guard let node = event.node else { continue }
                switch event {
                case .set, .evaluated: if includes(node) { count += 1 }
                default: break
                }
                let index = Int(node.id.rawValue)
                if index < tracks.count, tracks[index] != nil { continue }
                guard node.id != trace.timeNode, includes(node) else { continue }
                if index >= tracks.count { tracks += repeatElement(nil, count: index + 1 - tracks.count) }
                tracks[index] = node
            }
            slotsInFrame[tick.frame, default: 0] += count
        }
        for case let node? in tracks {
            writer.raw(",{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":")
            writer.integer(tid(node))
            writer.raw(",\"args\":{\"name\":")
            writer.raw(name(node))
            writer.raw("}},{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":")
            writer.integer(tid(node))
            writer.raw(",\"args\":{\"sort_index\":")
            writer.integer(tid(node))
            writer.raw("}}")
        }

        // Slots: the writes and evaluations of all the ticks of a frame share the frame.
        let frameNanoseconds = Int64((1e9 / trace.framesPerSecond).rounded(.down))
        var flowID: Int64 = 0
        var currentFrame = Int.min
        var cursor: Int64 = 0
        var slot: Int64 = 0
        for tick in trace.ticks {
            if tick.frame != currentFrame {
                currentFrame = tick.frame
                cursor = Int64((Double(tick.frame) * 1e9 / trace.framesPerSecond).rounded())
                slot = max(
                    1, min(Self.maximumSlotNanoseconds, frameNanoseconds / Int64(max(slotsInFrame[tick.frame] ?? 1, 1)))
                )
            }
            let tickStart = cursor
            // The writes of this tick: flow sources, with the slot each was drawn in.
            var writes: [(node: TraceNode, start: Int64)] = []
            // For each node reached by a write in this tick, the writes that reached it.
            var reached: [NodeID: [Int]] = [:]
            for event in tick.events {
                switch event {
                case .set(let node, let from, let to, let changed, let transaction):
                    guard includes(node) else { continue }
                    writer.raw(",{\"name\":")
                    writer.raw(name(node))
                    writer.raw(",\"cat\":\"write\",\"ph\":\"X\",\"ts\":")
                    writer.microseconds(nanoseconds: cursor)
                    writer.raw(",\"dur\":")
                    writer.microseconds(nanoseconds: slot)
                    writer.raw(",\"pid\":1,\"tid\":")
                    writer.integer(tid(node))
                    writer.raw(",\"args\":{\"from\":")
                    writer.string(Self.text(from))
                    writer.raw(",\"to\":")
                    writer.string(Self.text(to))
                    writer.raw(",\"changed\":")
                    writer.raw(changed ? "true" : "false")
                    if let transaction {
                        writer.raw(",\"transaction\":")
                        writer.string(transaction.description)
                    }
                    writer.raw("}}")
                    if changed {
                        reached[node.id, default: []].append(writes.count)
                        writes.append((node, cursor))
                        counter(to, number: to.number, of: node, at: cursor, into: &writer, name: name(node))
                    }
                    cursor += slot
                case .evaluated(let node, let inputs, let outcome, _, let to, _):
                    guard includes(node) else { continue }
                    writer.raw(",{\"name\":")
                    writer.raw(name(node))
                    writer.raw(",\"cat\":\"evaluation\",\"ph\":\"X\",\"ts\":")
                    writer.microseconds(nanoseconds: cursor)
                    writer.raw(",\"dur\":")
                    writer.microseconds(nanoseconds: slot)
                    writer.raw(",\"pid\":1,\"tid\":")
                    writer.integer(tid(node))
                    writer.raw(",\"args\":{\"outcome\":\"")
                    switch outcome {
                    case .initial: writer.raw("initial")
                    case .changed: writer.raw("changed")
                    case .unchanged: writer.raw("unchanged")
                    }
                    writer.raw("\",\"inputs\":[")
                    for (index, input) in inputs.enumerated() {
                        if index > 0 { writer.raw(",") }
                        writer.raw(name(input))
                    }
                    writer.raw("],\"value\":")
                    // Most values are numbers: cast once, for the slice's text and the counter.
                    let number = to.base as? Double ?? to.number
                    if let number, to.base is Double {
                        writer.quotedShortest(number)
                    } else {
                        writer.string(Self.text(to))
                    }
                    writer.raw("}}")
                    if outcome != .unchanged {
                        counter(to, number: number, of: node, at: cursor, into: &writer, name: name(node))
                    }
                    // Flows: from every write that reached a changed input to this evaluation.
                    if !writes.isEmpty {
                        var sources: [Int] = []
                        for input in inputs {
                            for source in reached[input.id] ?? [] where !sources.contains(source) {
                                sources.append(source)
                            }
                        }
                        for source in sources {
                            flowID += 1
                            let write = writes[source]
                            writer.raw(",{\"name\":\"change\",\"cat\":\"flow\",\"ph\":\"s\",\"ts\":")
                            writer.microseconds(nanoseconds: write.start + slot / 2)
                            writer.raw(",\"pid\":1,\"tid\":")
                            writer.integer(tid(write.node))
                            writer.raw(",\"id\":")
                            writer.integer(flowID)
                            writer.raw("},{\"name\":\"change\",\"cat\":\"flow\",\"ph\":\"f\",\"bp\":\"e\",\"ts\":")
                            writer.microseconds(nanoseconds: cursor + slot / 2)
                            writer.raw(",\"pid\":1,\"tid\":")
                            writer.integer(tid(node))
                            writer.raw(",\"id\":")
                            writer.integer(flowID)
                            writer.raw("}")
                        }
                        if outcome != .unchanged && !sources.isEmpty { reached[node.id] = sources }
                    }
                    cursor += slot
                default:
                    guard let label = Self.instantLabel(event, timeNode: trace.timeNode) else { continue }
                    let node = event.node
                    if let node, !includes(node) { continue }
                    writer.raw(",{\"name\":")
                    writer.string(label)
                    writer.raw(",\"cat\":\"")
                    writer.raw(Self.category(event))
                    writer.raw("\",\"ph\":\"i\",\"s\":\"t\",\"ts\":")
                    writer.microseconds(nanoseconds: cursor)
                    writer.raw(",\"pid\":1,\"tid\":")
                    writer.integer(node.map(tid) ?? 0)
                    writer.raw(",\"args\":{\"event\":")
                    writer.string(event.description)
                    writer.raw("}}")
                }
            }
            // The tick itself, on the frames track.
            writer.raw(",{\"name\":\"frame ")
            writer.integer(Int64(tick.frame))
            writer.raw("\",\"cat\":\"tick\",\"ph\":\"X\",\"ts\":")
            writer.microseconds(nanoseconds: tickStart)
            writer.raw(",\"dur\":")
            writer.microseconds(nanoseconds: max(cursor - tickStart, 1))
            writer.raw(",\"pid\":1,\"tid\":0,\"args\":{\"tick\":")
            writer.integer(Int64(tick.index))
            writer.raw(",\"time\":")
            writer.number(tick.time)
            writer.raw("}}")
        }
        writer.raw("]}\n")
        return writer.bytes
    }

    /// A counter event with the value's components, when it has any: a number (`number`, the
    /// value's ``Animatic/TraceValue/number``) is its one component, `value`.
    private func counter(
        _ value: TraceValue, number: Double?, of node: TraceNode, at time: Int64, into writer: inout _JSONWriter,
        name: [UInt8]
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
    private static func text(_ value: TraceValue) -> String {
        if let number = value.number, !(value.base is Bool) { return _TextFormatting.shortest(number) }
        if value.base is Path { return value.formatted() }
        return value.description
    }

    /// The category of an instant event.
    private static func category(_ event: TraceEvent) -> StaticString {
        switch event {
        case .transactionOpened, .completionFired: "transaction"
        case .phaseEntered, .keyframesStarted, .keyframesFinished, .scheduleFired: "phase"
        case .dependencyAdded, .dependencyRemoved: "time"
        default: "animation"
        }
    }

    /// The name of an instant event, or `nil` for events that are not shown as instants.
    private static func instantLabel(_ event: TraceEvent, timeNode: NodeID?) -> String? {
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
