import Animatic

/// A trace's Perfetto form (``PerfettoTrace``) written piece by piece: a run's ticks are handed
/// over as they are recorded, and each piece's events come back at once, so a long run is written
/// as it goes and its ticks can be dropped once written. The pieces' texts, then ``finish()``'s,
/// are the bytes ``PerfettoTrace/bytes()`` gives for the whole trace.
///
/// The header (the process's name, the `frames` track, `otherData`) is the first piece's. A node's
/// track is named just before the first tick that mentions it. The writes and evaluations of a
/// frame share its time out between them, so a piece must hold whole frames: the graph's
/// frame-ended hook hands them so.
package struct _PerfettoStream {
    private let scene: String?
    private let names: Set<String>?
    private var hasHeader = false
    private var framesPerSecond = 60.0
    private var timeNode: NodeID?
    /// Per node, by identifier (they are small and dense): its name as a JSON literal, made once.
    private var literals: [[UInt8]?] = []
    /// Per node, by identifier: whether its track is named yet.
    private var hasTrack: [Bool] = []
    private var flowID: Int64 = 0
    private var currentFrame = Int.min
    private var cursor: Int64 = 0
    private var slot: Int64 = 0

    /// A stream of the Perfetto form of a run of `scene`, with only the nodes named in `nodes`
    /// (their tracks, slices, counters and flows; all when `nil`).
    package init(scene: String?, nodes: Set<String>? = nil) {
        self.scene = scene
        names = nodes
    }

    private func includes(_ node: TraceNode) -> Bool { names?.contains(node.name) ?? true }
    private func tid(_ node: TraceNode) -> Int64 { Int64(node.id.rawValue) + 1 }

    private mutating func name(_ node: TraceNode) -> [UInt8] {
        let index = Int(node.id.rawValue)
        if index < literals.count, let literal = literals[index] { return literal }
        let literal = _JSONWriter.literal(node.name)
        if index >= literals.count { literals += repeatElement(nil, count: index + 1 - literals.count) }
        literals[index] = literal
        return literal
    }

    /// The document's opening: `otherData` and the process's and the frames track's metadata.
    private mutating func writeHeader(of piece: Trace, to writer: inout _JSONWriter) {
        hasHeader = true
        framesPerSecond = piece.framesPerSecond
        timeNode = piece.timeNode
        writer.raw("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"droppedTickCount\":")
        writer.integer(Int64(piece.droppedTickCount))
        writer.raw(",\"framesPerSecond\":")
        writer.number(piece.framesPerSecond)
        if let scene {
            writer.raw(",\"scene\":")
            writer.string(scene)
        }
        writer.raw("},\"traceEvents\":[")
        writer.raw("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":")
        writer.string(scene ?? "Animatic")
        writer.raw("}},{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"frames\"}}")
        writer.raw(",{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"sort_index\":0}}")
    }

    /// Names the tracks of the nodes `tick` mentions first, in the order of their identifiers.
    private mutating func writeNewTracks(of tick: TraceTick, to writer: inout _JSONWriter) {
        var new: [TraceNode] = []
        for event in tick.events {
            guard let node = event.node, node.id != timeNode, includes(node) else { continue }
            let index = Int(node.id.rawValue)
            if index < hasTrack.count && hasTrack[index] { continue }
            if index >= hasTrack.count { hasTrack += repeatElement(false, count: index + 1 - hasTrack.count) }
            hasTrack[index] = true
            new.append(node)
        }
        for node in new.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
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
    }

    /// The events of `piece`'s ticks, after the document's opening if `piece` is the first.
    package mutating func write(_ piece: Trace) -> [UInt8] {
        var writer = _JSONWriter(capacity: 256 + piece.ticks.reduce(0) { $0 + $1.events.count } * 180)
        if !hasHeader { writeHeader(of: piece, to: &writer) }
        // How many slots (writes and evaluations) each frame shares out.
        var slotsInFrame: [Int: Int] = [:]
        for tick in piece.ticks {
            var count = 0
            for event in tick.events {
                guard let node = event.node else { continue }
                switch event {
                case .set, .evaluated: if includes(node) { count += 1 }
                default: break
                }
            }
            slotsInFrame[tick.frame, default: 0] += count
        }
        // Slots: the writes and evaluations of all the ticks of a frame share the frame.
        let frameNanoseconds = Int64((1e9 / framesPerSecond).rounded(.down))
        for tick in piece.ticks {
            writeNewTracks(of: tick, to: &writer)
            if tick.frame != currentFrame {
                currentFrame = tick.frame
                cursor = Int64((Double(tick.frame) * 1e9 / framesPerSecond).rounded())
                slot = max(
                    1,
                    min(
                        PerfettoTrace.maximumSlotNanoseconds,
                        frameNanoseconds / Int64(max(slotsInFrame[tick.frame] ?? 1, 1))))
            }
            write(tick, to: &writer)
        }
        return writer.bytes
    }

    /// The end of the document.
    ///
    /// The opening is the first piece's, so a stream needs one piece, even one without ticks, first.
    package func finish() -> [UInt8] {
        precondition(hasHeader, "A Perfetto stream is finished before its first piece.")
        return Array("]}\n".utf8)
    }

    /// Opens a node's slice in the current slot, up to its `args`: `,{"name":…,"cat":…,"ph":"X",…`.
    private func openSlice(_ name: [UInt8], category: StaticString, of node: TraceNode, to writer: inout _JSONWriter) {
        writer.raw(",{\"name\":")
        writer.raw(name)
        writer.raw(",\"cat\":\"")
        writer.raw(category)
        writer.raw("\",\"ph\":\"X\",\"ts\":")
        writer.microseconds(nanoseconds: cursor)
        writer.raw(",\"dur\":")
        writer.microseconds(nanoseconds: slot)
        writer.raw(",\"pid\":1,\"tid\":")
        writer.integer(tid(node))
    }

    /// One tick's slices, instants, counters and flows, and the tick's own slice.
    private mutating func write(_ tick: TraceTick, to writer: inout _JSONWriter) {
        let tickStart = cursor
        // The writes of this tick: flow sources, with the slot each was drawn in.
        var writes: [(node: TraceNode, start: Int64)] = []
        // For each node reached by a write in this tick, the writes that reached it.
        var reached: [NodeID: [Int]] = [:]
        for event in tick.events {
            switch event {
            case .set(let node, let from, let to, let changed, let transaction):
                guard includes(node) else { continue }
                let name = name(node)
                openSlice(name, category: "write", of: node, to: &writer)
                writer.raw(",\"args\":{\"from\":")
                writer.string(PerfettoTrace.text(from))
                writer.raw(",\"to\":")
                writer.string(PerfettoTrace.text(to))
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
                    PerfettoTrace.counter(to, number: to.number, at: cursor, into: &writer, name: name)
                }
                cursor += slot
            case .evaluated(let node, let inputs, let outcome, _, let to, _):
                guard includes(node) else { continue }
                let name = name(node)
                openSlice(name, category: "evaluation", of: node, to: &writer)
                writer.raw(",\"args\":{\"outcome\":\"")
                switch outcome {
                case .initial: writer.raw("initial")
                case .changed: writer.raw("changed")
                case .unchanged: writer.raw("unchanged")
                }
                writer.raw("\",\"inputs\":[")
                for (index, input) in inputs.enumerated() {
                    if index > 0 { writer.raw(",") }
                    writer.raw(self.name(input))
                }
                writer.raw("],\"value\":")
                // Most values are numbers: cast once, for the slice's text and the counter.
                let number = to.base as? Double ?? to.number
                if let number, to.base is Double {
                    writer.quotedShortest(number)
                } else {
                    writer.string(PerfettoTrace.text(to))
                }
                writer.raw("}}")
                if outcome != .unchanged {
                    PerfettoTrace.counter(to, number: number, at: cursor, into: &writer, name: name)
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
                guard let label = PerfettoTrace.instantLabel(event, timeNode: timeNode) else { continue }
                let node = event.node
                if let node, !includes(node) { continue }
                writer.raw(",{\"name\":")
                writer.string(label)
                writer.raw(",\"cat\":\"")
                writer.raw(PerfettoTrace.category(event))
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
}
