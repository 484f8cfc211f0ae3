/// A trace's JSON form (``TraceJSON``) written piece by piece: a run's ticks are handed over as
/// they are recorded, and each piece's text comes back at once, so a long run is written as it goes
/// and its ticks can be dropped once written. The pieces' texts, then ``finish()``'s, are the bytes
/// ``TraceJSON/encoded()`` gives for the whole trace.
///
/// The header (the fields before `ticks`) is the first piece's, which starts the trace: its
/// `droppedTickCount`, frame rate, time node and canvas. The node table is the document's last
/// field, written by ``finish()`` from the nodes the pieces' events mentioned.
package struct _TraceJSONStream {
    private let scene: String?
    private let names: Set<String>?
    /// The first piece's header fields, written when it came, and its trailer's, kept for the end.
    private var document: TraceJSON?
    private var table: TraceJSON.NodeTable?
    private var hasTicks = false

    /// A stream of the JSON form of a run of `scene`, with only the events about the nodes named
    /// in `nodes` (all when `nil`), as ``TraceJSON/init(_:scene:nodes:)`` takes them.
    package init(scene: String?, nodes: Set<String>? = nil) {
        self.scene = scene
        names = nodes
    }

    /// The text of `piece`'s ticks, after the document's header if `piece` is the first.
    package mutating func write(_ piece: Trace) -> [UInt8] {
        var writer = _JSONWriter(capacity: 1_024 + piece.ticks.reduce(0) { $0 + $1.events.count } * 160)
        if document == nil {
            let header = TraceJSON(header: piece, scene: scene, ticks: [])
            header.writeHeader(to: &writer)
            document = header
            table = TraceJSON.NodeTable(timeNode: piece.timeNode)
        }
        for tick in TraceJSON.ticks(of: piece, nodes: names, noting: &table!) {
            if hasTicks { writer.raw(",") }
            hasTicks = true
            TraceJSON.write(tick, to: &writer)
        }
        return writer.bytes
    }

    /// The end of the document: the ticks closed, the fields after them and the node table.
    ///
    /// The header is the first piece's, so a stream needs one piece, even one without ticks, first.
    package func finish() -> [UInt8] {
        guard var document, let table else { preconditionFailure("A JSON stream is finished before its first piece.") }
        var writer = _JSONWriter(capacity: 4_096)
        document.nodes = table.nodes(named: names)
        document.writeTrailer(to: &writer)
        return writer.bytes
    }
}
