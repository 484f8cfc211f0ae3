import Foundation

/// A ``Trace`` in its JSON form: a `Codable` document with a stable schema, for tools.
///
/// The document has a node table and the ticks in order, each with its events; nodes are named
/// by their identifiers, which the table resolves. Values are kept as their descriptions, so any
/// value a node holds can be written, beside the numbers they hold (named components) and, for
/// paths and shapes, their SVG path data. The schema is
/// described field by field in the article *The trace's JSON form*.
///
///     let document = TraceJSON(graph.trace, scene: "counter")
///     let data = try document.encoded()                       // same bytes every run
///     let decoded = try TraceJSON(decoding: data)
///     try decoded.encoded() == data                           // true: it round-trips
///
/// Encoding is deterministic: keys are sorted, except that the node table comes last (a run
/// streamed as JSON knows it only at the end), fields that do not apply are left out, numbers are
/// written in their shortest form that reads back as the same number.
public struct TraceJSON: Codable, Equatable, Sendable {
    /// The name of the schema, always `animatic-trace`.
    public var schema: String
    /// The schema's version: 3 (the node table written last, so that a stream can write it at
    /// the end). A change that could break a reader increments it.
    public var version: Int
    /// The scene the trace was recorded from, when it came from one.
    public var scene: String?
    /// The frame rate of the graph that recorded the trace.
    public var framesPerSecond: Double
    /// How many ticks were dropped from the front to keep the trace bounded.
    public var droppedTickCount: Int
    /// The identifier of the graph's time node: edges from it are dependencies on time.
    public var timeNode: Int?
    /// The frame `Shape` values were drawn in for their path data (``Trace/canvas``). Since
    /// version 2.
    public var canvas: Canvas?
    /// Every node the ticks mention, ordered by identifier.
    public var nodes: [Node]
    /// The recorded ticks, oldest first.
    public var ticks: [Tick]

    /// The current schema's name.
    public static let schemaName = "animatic-trace"
    /// The current schema's version.
    public static let currentVersion = 3

    /// Creates the JSON form of a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace to describe.
    ///   - scene: The name of the scene it came from, if any.
    ///   - nodes: Only events about these node names (as ``TimelineOptions/nodes`` filters a
    ///     timeline), and only these nodes in the table; `nil` for every node.
    public init(_ trace: Trace, scene: String? = nil, nodes: Set<String>? = nil) {
        var table = NodeTable(timeNode: trace.timeNode)
        self.init(header: trace, scene: scene, ticks: Self.ticks(of: trace, nodes: nodes, noting: &table))
        self.nodes = table.nodes(named: nodes)
    }

    /// A document with `trace`'s header fields and `ticks`, and no nodes yet.
    init(header trace: Trace, scene: String?, ticks: [Tick]) {
        schema = Self.schemaName
        version = Self.currentVersion
        self.scene = scene
        framesPerSecond = trace.framesPerSecond
        droppedTickCount = trace.droppedTickCount
        timeNode = trace.timeNode.map { Int($0.rawValue) }
        canvas = Canvas(trace.canvas)
        nodes = []
        self.ticks = ticks
    }

    /// The ticks of `trace` converted, only the events about the nodes named in `names` (all when
    /// `nil`), every node they mention noted in `table`.
    static func ticks(of trace: Trace, nodes names: Set<String>?, noting table: inout NodeTable) -> [Tick] {
        let canvas = trace.canvas
        return trace.ticks.map { tick in
            let events =
                names == nil
                ? tick.events
                : tick.events.filter { event in
                    guard let names, let node = event.node else { return true }
                    return names.contains(node.name)
                }
            var converted: [Event] = []
            converted.reserveCapacity(events.count)
            for event in events {
                table.note(event)
                converted.append(Event(event, canvas: canvas))
            }
            let evaluated = tick.evaluated
            return Tick(
                index: tick.index, frame: tick.frame, time: tick.time,
                evaluated: names.map { names in evaluated.filter { names.contains($0) } } ?? evaluated,
                events: converted, frameCount: tick.frameCount == 1 ? nil : tick.frameCount)
        }
    }

    /// Decodes a document written by ``encoded()``.
    ///
    /// - Parameter data: The JSON text, UTF-8.
    /// - Throws: `DecodingError` when the data is not a trace document.
    public init(decoding data: Data) throws {
        self = try JSONDecoder().decode(TraceJSON.self, from: data)
    }

    /// The document as JSON: keys sorted but `nodes` last, no insignificant whitespace, slashes
    /// unescaped.
    ///
    /// The text is written by Animatic itself, not by the platform's Foundation, so the same trace
    /// gives the same bytes on macOS and Linux: numbers in their shortest form that reads back as
    /// the same number (whole numbers without a fraction), keys in the order of their UTF-8 bytes.
    ///
    /// - Returns: UTF-8 JSON text; the same trace always gives the same bytes.
    /// - Complexity: O(*n*) in the number of events.
    public func encoded() throws -> Data {
        Data(writtenBytes())
    }
}
