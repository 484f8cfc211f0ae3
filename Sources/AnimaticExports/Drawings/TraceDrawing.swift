import Animatic
import Foundation

/// Pictures of a trace's drawing nodes, the nodes whose values are a `Path` or a `Shape`: one
/// moment as an SVG, or a film strip of moments side by side.
///
/// Each node is one row; each moment is one column, labelled with its frame and time. A shape is
/// drawn in the trace's ``Animatic/Trace/canvas``; a path as it is. Every `<path>` element's `d` is the
/// path's own `Path.svgPathData`, so a test can compare the picture with the path (an empty path
/// has an empty `d`). A closed path is filled, an open one (a trimmed circle) stroked.
///
///     let drawing = try TraceDrawing(graph.trace, nodes: ["MorphPolygon", "SnapPolygon"])
///     let svg = try drawing.svg(at: 0.5)                             // one moment
///     let strip = try drawing.filmStrip(from: 0, to: 1.2, every: 0.1)  // thirteen
///
/// The output is deterministic: the same trace gives the same bytes.
public struct TraceDrawing {
    /// One node's drawing at one moment.
    public struct Cell: Sendable {
        /// The node's name.
        public let node: String
        /// Its path at that moment; `nil` when it had no value yet.
        public let path: Path?
    }

    /// One moment: the tick it shows and every drawing node's path then.
    public struct Frame: Sendable {
        /// The tick's index: the last tick at or before the moment asked for.
        public let tick: Int
        /// The tick's frame number.
        public let frame: Int
        /// The tick's time, in seconds.
        public let time: Double
        /// One cell per node, in the drawing's node order.
        public let cells: [Cell]
    }

    /// The most moments a film strip holds.
    public static let maximumFrameCount = 240

    /// The trace drawn.
    public let trace: Trace
    /// The nodes drawn, one row each.
    public let nodes: [String]
    private let samples: [[TraceSample]]

    /// Prepares the drawings of a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - nodes: The nodes to draw, in order; `nil` for every drawing node (``Animatic/Trace/drawingNodes``)
    ///     but the path nodes of shapes drawn already: `Star.path` is `Star`'s path in the same
    ///     canvas, so with both in the trace only `Star` is drawn.
    /// - Throws: ``TraceFormatError`` for a name the trace does not know, a node whose values are
    ///   not drawings, or a trace with no drawing nodes at all.
    public init(_ trace: Trace, nodes: [String]? = nil) throws(TraceFormatError) {
        let drawable = trace.drawingNodes
        if let nodes {
            let known = Set(trace.nodeNames)
            for name in nodes {
                guard known.contains(name) else { throw .unknownNode(name, known: trace.nodeNames) }
                guard drawable.contains(name) else { throw .notDrawing(name, drawable: drawable) }
            }
        } else if drawable.isEmpty {
            throw TraceFormatError("No node of this trace is a Path or a Shape: there is nothing to draw.")
        }
        self.trace = trace
        let shapes = Set(drawable)
        self.nodes = nodes ?? drawable.filter { !($0.hasSuffix(".path") && shapes.contains(String($0.dropLast(5)))) }
        samples = self.nodes.map { trace.samples(of: $0) }
    }

    /// The moment at `time`: the last tick at or before it, and each node's path then.
    ///
    /// - Parameter time: Seconds, from the trace's first tick to its last.
    /// - Returns: The frame.
    /// - Throws: ``TraceFormatError`` when `time` is outside the trace.
    public func frame(at time: Double) throws(TraceFormatError) -> Frame {
        guard let index = trace.tickIndex(at: time), let tick = trace.tick(index) else {
            throw .timeOutside(time, first: trace.ticks.first?.time ?? 0, last: trace.ticks.last?.lastTime ?? 0)
        }
        let cells = zip(nodes, samples).map { node, samples in
            Cell(node: node, path: samples.last { $0.tick <= index }?.value.path(in: trace.canvas))
        }
        // Inside a skipped idle run, the frame is the run's frame at that index.
        let frame = tick.frame + (index - tick.index)
        let time = frame == tick.frame ? tick.time : Double(frame) / trace.framesPerSecond
        return Frame(tick: index, frame: frame, time: time, cells: cells)
    }

    /// An SVG of every node at one moment.
    ///
    /// - Parameter time: Seconds, from the trace's first tick to its last.
    /// - Returns: The SVG document.
    /// - Throws: ``TraceFormatError`` when `time` is outside the trace.
    public func svg(at time: Double) throws(TraceFormatError) -> String {
        svg([try frame(at: time)])
    }

    /// A film strip: one SVG with the moments `from`, `from + every`, … up to `to` side by side.
    ///
    /// - Parameters:
    ///   - start: The first moment, in seconds.
    ///   - end: The last moment at most, in seconds.
    ///   - step: Seconds between moments; more than 0.
    /// - Returns: The SVG document.
    /// - Throws: ``TraceFormatError`` when a moment is outside the trace, `step` is not positive,
    ///   `end` is before `start`, or there would be more than ``maximumFrameCount`` moments.
    /// - Complexity: O(*m* · (*n* + *s*)) for *m* moments, *n* nodes and *s* samples per node.
    public func filmStrip(from start: Double, to end: Double, every step: Double) throws(TraceFormatError) -> String {
        var frames: [Frame] = []
        for time in try Self.filmStripTimes(from: start, to: end, every: step) { frames.append(try frame(at: time)) }
        return svg(frames)
    }

    /// The moments of a film strip: `from`, `from + every`, … up to `to`, checked as
    /// ``filmStrip(from:to:every:)`` checks them. A screen's film strip (``ScreenDrawing``) takes
    /// its moments from here too.
    ///
    /// - Parameters:
    ///   - start: The first moment, in seconds.
    ///   - end: The last moment at most, in seconds.
    ///   - step: Seconds between moments; more than 0.
    /// - Returns: The moments, in seconds, in increasing order.
    /// - Throws: ``TraceFormatError`` when `step` is not positive, `end` is before `start`, or there
    ///   would be more than ``maximumFrameCount`` moments.
    public static func filmStripTimes(from start: Double, to end: Double, every step: Double) throws(TraceFormatError)
        -> [Double]
    {
        guard step > 0, step.isFinite else {
            throw TraceFormatError(
                "The step between frames must be more than 0 seconds (got \(_TextFormatting.shortest(step))). "
                    + "Give one such as 0.1.")
        }
        guard end >= start else {
            throw TraceFormatError(
                "The film strip ends (\(_TextFormatting.shortest(end)) s) before it starts "
                    + "(\(_TextFormatting.shortest(start)) s). Give an end after the start.")
        }
        let count = Int(((end - start) / step + 1e-9).rounded(.down)) + 1
        guard count <= maximumFrameCount else {
            throw TraceFormatError(
                "A film strip from \(_TextFormatting.shortest(start)) to \(_TextFormatting.shortest(end)) s every "
                    + "\(_TextFormatting.shortest(step)) s has \(count) frames, more than "
                    + "\(maximumFrameCount). Give a longer step or a shorter span.")
        }
        return (0..<count).map { start + Double($0) * step }
    }

    // MARK: Layout

    private static let cellPadding = 10.0

    private func svg(_ frames: [Frame]) -> String {
        func time(_ frame: Frame) -> String { "\(_TextFormatting.fixed(frame.time, decimals: 3)) s" }
        if frames.count == 1, let frame = frames.first {
            // One moment: the nodes side by side, the moment as the title.
            return Self.grid(
                title: "frame \(frame.frame), t = \(time(frame))", columns: nodes.map { [$0] }, rows: [""],
                paths: [frame.cells.map(\.path)], canvas: trace.canvas,
                data: frame.cells.map { "data-node=\"\(_TextFormatting.xml($0.node))\" data-frame=\"\(frame.frame)\"" })
        }
        return Self.grid(
            title: nil, columns: frames.map { ["frame \($0.frame)", time($0)] }, rows: nodes,
            paths: nodes.indices.map { row in frames.map { $0.cells[row].path } }, canvas: trace.canvas,
            data: nodes.flatMap { node in
                frames.map { "data-node=\"\(_TextFormatting.xml(node))\" data-frame=\"\($0.frame)\"" }
            })
    }

    /// The SVG grid: a header of labels per column, a label per row, a canvas per cell.
    private static func grid(
        title: String?, columns: [[String]], rows: [String], paths: [[Path?]], canvas: CGRect, data: [String]
    ) -> String {
        let cellWidth = Double(canvas.width) + 2 * cellPadding
        let cellHeight = Double(canvas.height) + 2 * cellPadding
        let labelWidth = rows.allSatisfy(\.isEmpty) ? 0 : Double(rows.map(\.count).max() ?? 0) * 6.6 + 12
        let titleHeight = title == nil ? 0.0 : 16
        let headerHeight = 8 + 11 * Double(columns.map(\.count).max() ?? 0)
        let contentWidth = labelWidth + cellWidth * Double(columns.count)
        let width = max(contentWidth, Double(title?.count ?? 0) * 6 + 12)
        let height = titleHeight + headerHeight + cellHeight * Double(rows.count)
        func number(_ value: Double) -> String { _TextFormatting.decimal(value, decimals: 1) }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width * 1.5))" height="\(number(height * 1.5))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif">
            <style>.canvas{fill:#f4f5f7;stroke:#d5d8de;stroke-width:0.5}\
            .filled{fill:#4c7fd9;fill-opacity:0.55;stroke:#2c5cb3;stroke-width:1}\
            .stroked{fill:none;stroke:#2c5cb3;stroke-width:4;stroke-linecap:round}\
            .title{font-size:11px;fill:#111}.label{font-size:9px;fill:#333}.node{font-size:10px;fill:#111}\
            .empty{font-size:8px;fill:#999}</style>
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        if let title {
            svg += "<text class=\"title\" x=\"6\" y=\"12\">\(_TextFormatting.xml(title))</text>\n"
        }
        for (column, lines) in columns.enumerated() {
            let x = number(labelWidth + cellWidth * (Double(column) + 0.5))
            for (line, text) in lines.enumerated() {
                svg += "<text class=\"label\" x=\"\(x)\" y=\"\(number(titleHeight + 13 + 11 * Double(line)))\" "
                svg += "text-anchor=\"middle\">\(_TextFormatting.xml(text))</text>"
            }
            svg += "\n"
        }
        for (row, label) in rows.enumerated() {
            let y = titleHeight + headerHeight + cellHeight * Double(row)
            if !label.isEmpty {
                svg += "<text class=\"node\" x=\"6\" y=\"\(number(y + cellHeight / 2 + 3))\">"
                svg += "\(_TextFormatting.xml(label))</text>\n"
            }
            for column in columns.indices {
                let x = labelWidth + cellWidth * Double(column) + cellPadding
                let originX = number(x - Double(canvas.minX))
                let originY = number(y + cellPadding - Double(canvas.minY))
                svg += "<g transform=\"translate(\(originX),\(originY))\" \(data[row * columns.count + column])>"
                svg +=
                    "<rect class=\"canvas\" x=\"\(number(Double(canvas.minX)))\" y=\"\(number(Double(canvas.minY)))\" "
                svg += "width=\"\(number(Double(canvas.width)))\" height=\"\(number(Double(canvas.height)))\"/>"
                if let path = paths[row][column] {
                    let isClosed: Bool
                    if case .closeSubpath = path.elements.last { isClosed = true } else { isClosed = false }
                    svg += "<path class=\"\(isClosed ? "filled" : "stroked")\" d=\"\(path.svgPathData)\"/>"
                } else {
                    svg += "<text class=\"empty\" x=\"\(number(Double(canvas.midX)))\" "
                    svg += "y=\"\(number(Double(canvas.midY)))\" text-anchor=\"middle\">no value yet</text>"
                }
                svg += "</g>\n"
            }
        }
        svg += "</svg>\n"
        return svg
    }
}
