/// The document written straight to bytes: the same text the `Codable` form gives through
/// `_JSONTreeEncoder` (keys in the order of their UTF-8 bytes but the node table last, absent
/// fields left out, numbers in their shortest form), without building the tree first, so large
/// traces export quickly.
///
/// The text is written in three parts, which `_TraceJSONStream` writes as a run goes: the header
/// up to the opening of the ticks, each tick, and the trailer from the closing of the ticks on.
extension TraceJSON {
    /// The key written after all the others: the node table, complete only once every tick is.
    package static let trailingKey = "nodes"

    /// The document's JSON text.
    func writtenBytes() -> [UInt8] {
        let events = ticks.reduce(0) { $0 + $1.events.count }
        var writer = _JSONWriter(capacity: 1_024 + events * 160)
        writeHeader(to: &writer)
        for (index, tick) in ticks.enumerated() {
            if index > 0 { writer.raw(",") }
            Self.write(tick, to: &writer)
        }
        writeTrailer(to: &writer)
        return writer.bytes
    }

    /// The fields before the ticks, in key order, and the opening of the ticks.
    func writeHeader(to writer: inout _JSONWriter) {
        writer.raw("{")
        if let canvas {
            writer.raw("\"canvas\":{\"height\":")
            writer.number(canvas.height)
            writer.raw(",\"width\":")
            writer.number(canvas.width)
            writer.raw(",\"x\":")
            writer.number(canvas.x)
            writer.raw(",\"y\":")
            writer.number(canvas.y)
            writer.raw("},")
        }
        writer.raw("\"droppedTickCount\":")
        writer.integer(Int64(droppedTickCount))
        writer.raw(",\"framesPerSecond\":")
        writer.number(framesPerSecond)
        if let scene {
            writer.raw(",\"scene\":")
            writer.string(scene)
        }
        writer.raw(",\"schema\":")
        writer.string(schema)
        writer.raw(",\"ticks\":[")
    }

    /// The closing of the ticks, the fields after them in key order, then the node table.
    func writeTrailer(to writer: inout _JSONWriter) {
        writer.raw("]")
        if let timeNode {
            writer.raw(",\"timeNode\":")
            writer.integer(Int64(timeNode))
        }
        writer.raw(",\"version\":")
        writer.integer(Int64(version))
        writer.raw(",\"nodes\":[")
        for (index, node) in nodes.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("{\"id\":")
            writer.integer(Int64(node.id))
            if let kind = node.kind {
                writer.raw(",\"kind\":")
                writer.string(kind)
            }
            writer.raw(",\"name\":")
            writer.string(node.name)
            writer.raw("}")
        }
        writer.raw("]}")
    }

    /// One tick's object.
    static func write(_ tick: Tick, to writer: inout _JSONWriter) {
        writer.raw("{\"evaluated\":[")
        for (position, name) in tick.evaluated.enumerated() {
            if position > 0 { writer.raw(",") }
            writer.string(name)
        }
        writer.raw("],\"events\":[")
        // By index: each event is read in place, not copied out of the array.
        for position in tick.events.indices {
            if position > 0 { writer.raw(",") }
            write(tick.events[position], to: &writer)
        }
        writer.raw("],\"frame\":")
        writer.integer(Int64(tick.frame))
        if let frameCount = tick.frameCount {
            writer.raw(",\"frameCount\":")
            writer.integer(Int64(frameCount))
        }
        writer.raw(",\"index\":")
        writer.integer(Int64(tick.index))
        writer.raw(",\"time\":")
        writer.number(tick.time)
        writer.raw("}")
    }

    private static func write(_ event: Event, to writer: inout _JSONWriter) {
        // The keys in sorted order; each written only when present.
        writer.raw("{")
        var first = true
        func key(_ name: StaticString) {
            if !first { writer.raw(",") }
            first = false
            writer.raw(name)
        }
        if let animation = event.animation {
            key("\"animation\":")
            writer.string(animation)
        }
        if let changed = event.changed {
            key("\"changed\":")
            writer.raw(changed ? "true" : "false")
        }
        if let criteria = event.criteria {
            key("\"criteria\":")
            writer.string(criteria)
        }
        if let entry = event.entry {
            key("\"entry\":")
            writer.integer(Int64(entry))
        }
        if let from = event.from {
            key("\"from\":")
            write(from, to: &writer)
        }
        if let inputs = event.inputs {
            key("\"inputs\":[")
            for (index, input) in inputs.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.integer(Int64(input))
            }
            writer.raw("]")
        }
        key("\"kind\":")
        writer.string(event.kind)
        if let message = event.message {
            key("\"message\":")
            writer.string(message)
        }
        if let node = event.node {
            key("\"node\":")
            writer.integer(Int64(node))
        }
        if let nodeKind = event.nodeKind {
            key("\"nodeKind\":")
            writer.string(nodeKind)
        }
        if let outcome = event.outcome {
            key("\"outcome\":")
            writer.string(outcome)
        }
        if let replacing = event.replacing {
            key("\"replacing\":")
            writer.integer(Int64(replacing))
        }
        if let source = event.source {
            key("\"source\":")
            writer.integer(Int64(source))
        }
        if let time = event.time {
            key("\"time\":")
            writer.number(time)
        }
        if let to = event.to {
            key("\"to\":")
            write(to, to: &writer)
        }
        if let transaction = event.transaction {
            key("\"transaction\":{\"id\":")
            writer.integer(Int64(transaction.id))
            writer.raw(",\"label\":")
            writer.string(transaction.label)
            writer.raw("}")
        }
        writer.raw("}")
    }

    private static func write(_ value: Value, to writer: inout _JSONWriter) {
        writer.raw("{")
        if let components = value.components {
            writer.raw("\"components\":[")
            for (index, component) in components.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.raw("{\"name\":")
                writer.string(component.name)
                if let number = component.value {
                    writer.raw(",\"value\":")
                    writer.number(number)
                }
                writer.raw("}")
            }
            writer.raw("],")
        }
        if let number = value.number {
            writer.raw("\"number\":")
            writer.number(number)
            writer.raw(",")
        }
        if let path = value.path {
            writer.raw("\"path\":")
            writer.string(path)
            writer.raw(",")
        }
        writer.raw("\"text\":")
        writer.string(value.text)
        writer.raw("}")
    }
}
