import Animatic
import Foundation

/// Line charts of nodes' numeric components over time, as SVG, and the same numbers as CSV.
///
/// Each node gets a panel: the time axis in seconds with a tick per frame, one line per component
/// (``Animatic/TraceValue/components``) with one point per tick and a legend, shaded spans while the node
/// depended on time, and labelled markers where state was written (with the transaction) and where
/// the node's animations started, merged, combined and finished. Each component that changes has a
/// strip of its own, with its own scale, so a level from 0.35 to 0.75 drawn beside an amplitude from
/// 4 to 16 reads as clearly as the amplitude; the components that never change are folded into one
/// line of text under the legend (`constant: anchor.x 0.5, anchor.y 0.5`). Components are in the
/// view's units, as ``Animatic/TraceValue/components`` names them: an angle in degrees, a colour's
/// red, green, blue and opacity, an effect's parameters by name. The legend wraps onto lines of its
/// own rather than run over the title or off the chart, and marker labels are laid out in rows so
/// that none overlaps another, shortened or left to the marker's tooltip when they do not fit.
///
///     let plot = try TracePlot(graph.trace, nodes: ["Counter"])
///     try plot.svg().write(toFile: "counter.svg", atomically: true, encoding: .utf8)
///     print(plot.csv())          // tick,frame,time,Counter.value …
///
/// Coordinates are rounded to a tenth of a pixel, and the output is deterministic: the same trace
/// gives the same bytes.
public struct TracePlot {
    /// A labelled moment on a panel.
    public struct Marker: Sendable, Equatable {
        /// What the marker shows.
        public enum Kind: String, Sendable {
            /// State was written (the label names the transaction and the states).
            case write
            /// An animation started on the node.
            case animationStarted
            /// An animation merged into a running one.
            case animationMerged
            /// An animation joined the running ones.
            case animationCombined
            /// An animation finished.
            case animationFinished
        }

        /// The tick the marker is at.
        public let tick: Int
        /// The tick's time, in seconds.
        public let time: Double
        /// What happened.
        public let kind: Kind
        /// The label: `#1 withAnimation(linear(duration: 2)): set value`, `#1 started: spring`.
        public let label: String
        /// The label when the full one does not fit: `set value`, `#1 started`.
        public let shortLabel: String

        /// Creates a marker.
        public init(tick: Int, time: Double, kind: Kind, label: String, shortLabel: String? = nil) {
            self.tick = tick
            self.time = time
            self.kind = kind
            self.label = label
            self.shortLabel = shortLabel ?? label
        }
    }

    /// One node's panel: its series, the spans it depended on time and its markers.
    public struct Panel: Sendable {
        /// The node's components, tick by tick.
        public let series: TraceSeries
        /// The intervals during which the node depended on time, in seconds; the end is the
        /// trace's last tick while it still did.
        public let timeDependencies: [ClosedRange<Double>]
        /// The markers, in time order.
        public let markers: [Marker]
    }

    /// The trace plotted.
    public let trace: Trace
    /// One panel per node, in the order asked for.
    public let panels: [Panel]
    /// The chart's width in pixels.
    public var width = 760.0
    /// Each panel's height in pixels; a panel with several components grows so that each strip is
    /// at least ``minimumStripHeight`` high.
    public var panelHeight = 240.0
    /// The least height of a component's strip, in pixels.
    public var minimumStripHeight = 80.0

    /// Prepares the plot of a trace.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - nodes: The nodes to plot, one panel each; `nil` for the animatable nodes
    ///     (``Animatic/Trace/numericNodes(animatableOnly:)``), or every node with numbers when none animates.
    /// - Throws: ``TraceFormatError`` for a name the trace does not know, a node whose values hold
    ///   no numbers, or a trace with nothing to plot.
    /// - Complexity: O(*e* · *n*) for *e* events and *n* nodes.
    public init(_ trace: Trace, nodes: [String]? = nil) throws(TraceFormatError) {
        let names: [String]
        if let nodes {
            let known = Set(trace.nodeNames)
            for name in nodes where !known.contains(name) { throw .unknownNode(name, known: trace.nodeNames) }
            names = nodes
        } else {
            let animatable = trace.numericNodes(animatableOnly: true)
            names = animatable.isEmpty ? trace.numericNodes() : animatable
            guard !names.isEmpty else {
                throw TraceFormatError("No node of this trace holds numbers: there is nothing to plot.")
            }
        }
        var panels: [Panel] = []
        for name in names {
            let series = trace.series(of: name)
            guard !series.isEmpty else { throw .noNumbers(name, plottable: trace.numericNodes()) }
            panels.append(
                Panel(series: series, timeDependencies: Self.spans(trace, name), markers: Self.markers(trace, name)))
        }
        self.trace = trace
        self.panels = panels
    }

    private static func spans(_ trace: Trace, _ name: String) -> [ClosedRange<Double>] {
        let end = trace.ticks.last?.lastTime ?? 0
        return trace.timeDependencyTicks(of: name).compactMap { span in
            guard let start = trace.tick(span.added)?.time else { return nil }
            let stop = span.removed.flatMap { trace.tick($0)?.time } ?? end
            return start...max(start, stop)
        }
    }

    private static func markers(_ trace: Trace, _ name: String) -> [Marker] {
        var markers: [Marker] = []
        for tick in trace.ticks {
            var writes: [String] = []
            var transactions: [String] = []
            for event in tick.events {
                switch event {
                case .transactionOpened(let transaction):
                    transactions.append(transaction.description)
                case .set(let node, _, _, let changed, let transaction) where changed:
                    if let transaction, !transactions.contains(transaction.description) {
                        transactions.append(transaction.description)
                    }
                    if !writes.contains(node.name) { writes.append(node.name) }
                case .animationStarted(let node, let entry, let animation) where node.name == name:
                    markers.append(
                        Marker(
                            tick: tick.index, time: tick.time, kind: .animationStarted,
                            label: "A\(entry) started: \(animation)", shortLabel: "A\(entry) started"))
                case .animationMerged(let node, let entry, let replacing, _) where node.name == name:
                    markers.append(
                        Marker(
                            tick: tick.index, time: tick.time, kind: .animationMerged,
                            label: "A\(entry) takes over from A\(replacing)"))
                case .animationCombined(let node, let entry, _) where node.name == name:
                    markers.append(
                        Marker(tick: tick.index, time: tick.time, kind: .animationCombined, label: "A\(entry) combined")
                    )
                case .animationFinished(let node, let entry) where node.name == name:
                    markers.append(
                        Marker(tick: tick.index, time: tick.time, kind: .animationFinished, label: "A\(entry) finished")
                    )
                default:
                    break
                }
            }
            if !writes.isEmpty {
                let prefix = transactions.isEmpty ? "" : transactions.joined(separator: ", ") + ": "
                let set = "set " + writes.joined(separator: ", ")
                let write = Marker(
                    tick: tick.index, time: tick.time, kind: .write, label: prefix + set, shortLabel: set)
                // The write comes before what it causes in the same tick.
                let position = markers.firstIndex { $0.tick == tick.index } ?? markers.endIndex
                markers.insert(write, at: position)
            }
        }
        return markers
    }

    // MARK: CSV

    /// The numbers as CSV: a header, then one row per tick of the trace, with `tick`, `frame`,
    /// `time` and a column per node and component (`Counter.value`); a cell is empty before the node
    /// had a value. Numbers are written in full, the shortest form that reads back the same.
    ///
    /// - Returns: The CSV text, lines ending in `\n`.
    public func csv() -> String {
        var header = ["tick", "frame", "time"]
        for panel in panels {
            header += panel.series.names.map { _TextFormatting.csvField(panel.series.node + "." + $0) }
        }
        var lines = [header.joined(separator: ",")]
        let rows = panels.map { panel in
            Dictionary(panel.series.points.map { ($0.tick, $0.values) }, uniquingKeysWith: { $1 })
        }
        for tick in trace.ticks {
            var cells = [String(tick.index), String(tick.frame), _TextFormatting.shortest(tick.time)]
            for (panel, row) in zip(panels, rows) {
                let values = row[tick.index]
                for column in panel.series.names.indices {
                    cells.append(values?[column].map(_TextFormatting.shortest) ?? "")
                }
            }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: SVG

    private static let palette = [
        "#1f6fd1", "#d2452f", "#2e9e4f", "#8a4fd0", "#e08a12", "#7a5a45", "#d14f9e", "#1aa3b8",
    ]
    private static let left = 64.0
    private static let right = 20.0
    private static let top = 66.0
    private static let labelTop = 29.0
    private static let labelRows = 4
    private static let bottom = 40.0
    /// The space between two components' strips.
    private static let stripGap = 14.0
    /// The marker labels' font size, in pixels.
    package static let markerFontSize = 9.0
    /// The distance between two rows of marker labels: more than a line of their font, from the
    /// top of its capitals (0.75 of the size above the baseline) to the bottom of its descenders
    /// (0.25 below).
    package static let labelRowHeight = 10.0
    /// The gap kept between two labels in a row, and between a label and its marker's line.
    private static let labelPadding = 3.0

    /// A panel's height: ``panelHeight``, or more for a strip per varying component and for the
    /// lines of its header.
    private func height(of panel: Panel) -> Double {
        let layout = header(of: panel)
        let count = Double(max(layout.strips.count, 1))
        let top = Self.top + layout.extraHeight
        return max(
            panelHeight + layout.extraHeight,
            top + Self.bottom + count * minimumStripHeight + (count - 1) * Self.stripGap)
    }

    /// The legend's and the constants' font size, in pixels.
    package static let legendFontSize = 10.0
    /// The title's font size, in pixels (bold: its width is estimated a tenth wider).
    package static let titleFontSize = 12.0
    /// The height of a line of the header below the title's.
    package static let headerLineHeight = 14.0

    /// One entry of a panel's legend: a component's line (or the span's swatch) and its name.
    struct LegendEntry {
        let text: String
        let color: String
        let isSpan: Bool
        /// Where the swatch starts; the text starts 16 pixels further.
        var x = 0.0
        /// The line of the header: 0 is the title's.
        var line = 0
        var width: Double { 16 + _PlotTextWidth.width(of: text, fontSize: TracePlot.legendFontSize) }
    }

    /// What a panel's header holds: the components drawn (those that change), the ones folded
    /// into a line of text because they never change, and the legend laid out in lines that
    /// neither run off the chart nor over the title.
    struct Header {
        /// The columns of the series drawn as strips, top to bottom.
        let strips: [Int]
        /// The lines of text of the constant components: `constant: anchor.x 0.5, anchor.y 0.5`.
        let constantLines: [String]
        /// The legend's entries, placed.
        let legend: [LegendEntry]
        /// The header's lines below the title's: the legend's and the constants'.
        var extraLines: Int { (legend.map(\.line).max() ?? 0) + constantLines.count }
        var extraHeight: Double { Double(extraLines) * TracePlot.headerLineHeight }
    }

    /// The columns of a series whose values change: more than one distinct finite value (or a
    /// value in some ticks and none in others). When none changes, every column.
    package static func varyingColumns(of series: TraceSeries) -> [Int] {
        let varying = series.names.indices.filter { column in
            let values = series.points.map { $0.values[column] }
            guard let first = values.first else { return false }
            return values.contains { $0 != first }
        }
        return varying.isEmpty ? Array(series.names.indices) : varying
    }

    /// A panel's header, laid out for the chart's width.
    func header(of panel: Panel) -> Header {
        let series = panel.series
        let strips = Self.varyingColumns(of: series)
        let plotLeft = Self.left
        let plotRight = width - Self.right
        // The constants, in the order of the legend, wrapped to the plot's width.
        var constantLines: [String] = []
        let constants = series.names.indices.filter { !strips.contains($0) }.map { column in
            let value = series.points.first?.values[column]
            return series.names[column] + " " + (value.map { TraceValue.format($0) } ?? "none")
        }
        var line = ""
        for (index, constant) in constants.enumerated() {
            let piece = (index == 0 ? "constant: " : "") + constant + (index == constants.count - 1 ? "" : ",")
            let candidate = line.isEmpty ? piece : line + " " + piece
            if !line.isEmpty
                && _PlotTextWidth.width(of: candidate, fontSize: Self.legendFontSize) > plotRight - plotLeft
            {
                constantLines.append(line)
                line = piece
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { constantLines.append(line) }
        // The legend, right-aligned: on the title's line after the title, then on lines of their own.
        var entries =
            strips.enumerated().map { index, column in
                LegendEntry(text: series.names[column], color: Self.palette[index % Self.palette.count], isSpan: false)
            }
            + (panel.timeDependencies.isEmpty
                ? [] : [LegendEntry(text: "depends on time", color: "#ffcf66", isSpan: true)])
        let titleEnd =
            plotLeft + _PlotTextWidth.width(of: series.node, fontSize: Self.titleFontSize) * 1.1 + 16
        // Packed in order, each line as full as it can be, then each line right-aligned.
        var lines: [[Int]] = [[]]
        var used = 0.0
        for index in entries.indices {
            let room = plotRight - (lines.count == 1 ? titleEnd : plotLeft)
            let needed = used + (lines[lines.count - 1].isEmpty ? 0 : 10) + entries[index].width
            if needed > room && (!lines[lines.count - 1].isEmpty || lines.count == 1) {
                lines.append([index])
                used = entries[index].width
            } else {
                lines[lines.count - 1].append(index)
                used = needed
            }
        }
        for (number, line) in lines.enumerated() {
            var cursor = plotRight
            for index in line.reversed() {
                cursor -= entries[index].width
                entries[index].x = cursor
                entries[index].line = number
                cursor -= 10
            }
        }
        return Header(strips: strips, constantLines: constantLines, legend: entries)
    }

    /// The chart as an SVG document, panels stacked top to bottom.
    ///
    /// - Returns: The SVG text.
    /// - Complexity: O(*t* · *c*) for *t* ticks and *c* components.
    public func svg() -> String {
        let height = panels.reduce(0) { $0 + self.height(of: $1) }
        func number(_ value: Double) -> String { _TextFormatting.decimal(value, decimals: 1) }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif">
            <style>.axis{stroke:#444;stroke-width:1}.grid{stroke:#e3e5e8;stroke-width:1}\
            .frame{stroke:#888;stroke-width:0.5}.tick{font-size:10px;fill:#444}.title{font-size:12px;fill:#111;\
            font-weight:bold}.legend{font-size:10px;fill:#222}.span{fill:#ffcf66;fill-opacity:0.28}\
            .write{stroke:#555;stroke-width:1;stroke-dasharray:3 2}.animation{stroke-width:1}\
            .marker{font-size:9px;fill:#333}.line{fill:none;stroke-width:1.6;stroke-linejoin:round}\
            .strip{fill:none;stroke:#c9ccd1;stroke-width:0.5}</style>
            <rect width="100%" height="100%" fill="#ffffff"/>

            """
        let first = trace.ticks.first?.time ?? 0
        let last = max(trace.ticks.last?.lastTime ?? 0, first + 1 / trace.framesPerSecond)
        var origin = 0.0
        for panel in panels {
            svg += self.panel(panel, origin: origin, timeRange: first...last, colorOffset: 0)
            origin += self.height(of: panel)
        }
        svg += "</svg>\n"
        return svg
    }

    private func panel(_ panel: Panel, origin: Double, timeRange: ClosedRange<Double>, colorOffset: Int) -> String {
        func number(_ value: Double) -> String { _TextFormatting.decimal(value, decimals: 1) }
        let plotLeft = Self.left
        let plotRight = width - Self.right
        let header = header(of: panel)
        let plotTop = origin + Self.top + header.extraHeight
        let plotBottom = origin + height(of: panel) - Self.bottom
        let span = timeRange.upperBound - timeRange.lowerBound
        func x(_ time: Double) -> Double { plotLeft + (time - timeRange.lowerBound) / span * (plotRight - plotLeft) }
        var svg = "<g data-node=\"\(_TextFormatting.xml(panel.series.node))\">\n"
        svg += "<text class=\"title\" x=\"\(number(plotLeft))\" y=\"\(number(origin + 16))\">"
        svg += "\(_TextFormatting.xml(panel.series.node))</text>\n"
        // The components that never change, as text under the legend.
        let legendLines = (header.legend.map(\.line).max() ?? 0) + 1
        for (index, line) in header.constantLines.enumerated() {
            let baseline = origin + 16 + Self.headerLineHeight * Double(legendLines + index)
            svg += "<text class=\"legend constant\" x=\"\(number(plotLeft))\" y=\"\(number(baseline))\">"
            svg += "\(_TextFormatting.xml(line))</text>\n"
        }
        // Spans while depending on time, behind everything.
        for range in panel.timeDependencies {
            let start = x(range.lowerBound)
            let widthValue = max(x(range.upperBound) - start, 0.5)
            svg +=
                "<rect class=\"span\" x=\"\(number(start))\" y=\"\(number(plotTop))\" width=\"\(number(widthValue))\" "
            svg += "height=\"\(number(plotBottom - plotTop))\"><title>depends on time</title></rect>\n"
        }
        // A strip per component, top to bottom, each with its own scale.
        let strips = Self.strips(of: panel.series, columns: header.strips, top: plotTop, bottom: plotBottom)
        for strip in strips {
            svg += "<rect class=\"strip\" data-component=\"\(_TextFormatting.xml(strip.name))\" "
            svg += "x=\"\(number(plotLeft))\" y=\"\(number(strip.top))\" width=\"\(number(plotRight - plotLeft))\" "
            svg += "height=\"\(number(strip.bottom - strip.top))\"/>\n"
            var tickValue = strip.low
            while tickValue <= strip.high + strip.step / 1e6 {
                let position = number(strip.y(tickValue))
                svg +=
                    "<line class=\"grid\" x1=\"\(number(plotLeft))\" x2=\"\(number(plotRight))\" y1=\"\(position)\" y2=\"\(position)\"/>"
                svg +=
                    "<text class=\"tick\" x=\"\(number(plotLeft - 6))\" y=\"\(number(strip.y(tickValue) + 3.5))\" text-anchor=\"end\">"
                svg += "\(Self.label(tickValue, step: strip.step))</text>\n"
                tickValue += strip.step
            }
        }
        // Time axis: a tick per frame, labels in seconds.
        svg +=
            "<line class=\"axis\" x1=\"\(number(plotLeft))\" x2=\"\(number(plotRight))\" y1=\"\(number(plotBottom))\" "
        svg += "y2=\"\(number(plotBottom))\"/>\n"
        let firstFrame = Int((timeRange.lowerBound * trace.framesPerSecond).rounded(.up))
        let lastFrame = Int((timeRange.upperBound * trace.framesPerSecond).rounded(.down))
        let frameCount = lastFrame - firstFrame + 1
        let frameStride = frameCount > 600 ? 10 : 1
        var frameTicks = "<path class=\"frame\" d=\""
        for frame in stride(from: firstFrame, through: lastFrame, by: frameStride) {
            let position = number(x(Double(frame) / trace.framesPerSecond))
            frameTicks += "M\(position) \(number(plotBottom))v3"
        }
        svg += frameTicks + "\"><title>one mark per frame</title></path>\n"
        let timeStep = _TextFormatting.niceStep(span, count: 8)
        var time = (timeRange.lowerBound / timeStep).rounded(.up) * timeStep
        while time <= timeRange.upperBound + timeStep / 1e6 {
            let position = number(x(time))
            svg += "<line class=\"axis\" x1=\"\(position)\" x2=\"\(position)\" y1=\"\(number(plotBottom))\" "
            svg +=
                "y2=\"\(number(plotBottom + 7))\"/><text class=\"tick\" x=\"\(position)\" y=\"\(number(plotBottom + 18))\" "
            svg += "text-anchor=\"middle\">\(Self.label(time, step: timeStep))</text>\n"
            time += timeStep
        }
        svg += "<text class=\"tick\" x=\"\(number(plotRight))\" y=\"\(number(plotBottom + 32))\" text-anchor=\"end\">"
        svg += "time (s), a tick per frame at \(_TextFormatting.shortest(trace.framesPerSecond)) fps</text>\n"
        // Markers: a line each; the label in the first of four rows where it fits, shortened or left to
        // the tooltip when it fits nowhere. A row keeps where its last label ends: markers come in time
        // order, so a label that starts past that end overlaps none in the row.
        var rowEnds = [Double](repeating: -.infinity, count: Self.labelRows)
        for marker in panel.markers {
            let position = x(marker.time)
            let color = marker.kind == .write ? "#555" : marker.kind == .animationFinished ? "#b23b2a" : "#2e7d32"
            var placed: (row: Int, text: String, anchorsEnd: Bool)?
            for text in [marker.label, marker.shortLabel] where placed == nil {
                let textWidth = _PlotTextWidth.width(of: text, fontSize: Self.markerFontSize)
                let anchorsEnd = position + Self.labelPadding + textWidth > plotRight
                let start = anchorsEnd ? position - Self.labelPadding - textWidth : position + Self.labelPadding
                if let row = rowEnds.firstIndex(where: { $0 + Self.labelPadding < start }) {
                    placed = (row, text, anchorsEnd)
                    rowEnds[row] = start + textWidth
                }
            }
            let baseline = { (row: Int) in
                origin + Self.labelTop + header.extraHeight + Self.labelRowHeight * Double(row)
            }
            let top = placed.map { baseline($0.row) + 2 } ?? plotTop
            svg += "<line class=\"\(marker.kind == .write ? "write" : "animation")\" stroke=\"\(color)\" "
            svg +=
                "x1=\"\(number(position))\" x2=\"\(number(position))\" y1=\"\(number(top))\" y2=\"\(number(plotBottom))\">"
            svg += "<title>\(_TextFormatting.xml(marker.label))</title></line>"
            if let placed {
                let offset = placed.anchorsEnd ? -Self.labelPadding : Self.labelPadding
                svg += "<text class=\"marker\" fill=\"\(color)\" x=\"\(number(position + offset))\" "
                svg += "y=\"\(number(baseline(placed.row)))\" text-anchor=\"\(placed.anchorsEnd ? "end" : "start")\" "
                svg += "data-kind=\"\(marker.kind.rawValue)\">\(_TextFormatting.xml(placed.text))</text>"
            }
            svg += "\n"
        }
        // One line per component drawn, one point per tick; a gap where the component is absent.
        for (index, column) in header.strips.enumerated() {
            let color = Self.palette[(index + colorOffset) % Self.palette.count]
            let name = panel.series.names[column]
            var runs: [[String]] = []
            var run: [String] = []
            for point in panel.series.points {
                if let value = point.values[column], value.isFinite {
                    run.append("\(number(x(point.time))),\(number(strips[index].y(value)))")
                } else if !run.isEmpty {
                    runs.append(run)
                    run = []
                }
            }
            if !run.isEmpty { runs.append(run) }
            for run in runs {
                svg += "<polyline class=\"line\" stroke=\"\(color)\" data-component=\"\(_TextFormatting.xml(name))\" "
                svg += "points=\"\(run.joined(separator: " "))\"/>\n"
            }
        }
        // The legend, right-aligned above the plot, in as many lines as it takes.
        for entry in header.legend {
            let middle = origin + 12.5 + Self.headerLineHeight * Double(entry.line)
            if entry.isSpan {
                svg += "<rect class=\"span\" x=\"\(number(entry.x))\" y=\"\(number(middle - 4.5))\" "
                svg += "width=\"12\" height=\"10\"/>\n"
            } else {
                svg += "<line stroke=\"\(entry.color)\" stroke-width=\"2\" x1=\"\(number(entry.x))\" "
                svg += "x2=\"\(number(entry.x + 12))\" y1=\"\(number(middle))\" y2=\"\(number(middle))\"/>\n"
            }
            svg += "<text class=\"legend\" x=\"\(number(entry.x + 16))\" y=\"\(number(middle + 3.5))\">"
            svg += "\(_TextFormatting.xml(entry.text))</text>"
        }
        svg += "</g>\n"
        return svg
    }

    /// Where a component is drawn: its strip of the panel and its scale.
    private struct Strip {
        let name: String
        let top: Double
        let bottom: Double
        /// The scale's ends, whole multiples of `step`.
        let low: Double
        let high: Double
        let step: Double

        /// The height in the strip of `value`.
        func y(_ value: Double) -> Double { bottom - (value - low) / (high - low) * (bottom - top) }
    }

    /// The strips of a series' components, top to bottom between `top` and `bottom`, each scaled to
    /// its own component's values.
    private static func strips(of series: TraceSeries, columns: [Int], top: Double, bottom: Double) -> [Strip] {
        let count = max(columns.count, 1)
        let height = (bottom - top - Double(count - 1) * stripGap) / Double(count)
        return columns.enumerated().map { index, column in
            let name = series.names[column]
            let values = series.points.compactMap { $0.values[column] }.filter(\.isFinite)
            var low = values.min() ?? 0
            var high = values.max() ?? 1
            if low == high {
                low -= 1
                high += 1
            }
            // About five grid lines in a tall strip, three in a short one.
            let step = _TextFormatting.niceStep(high - low, count: height >= 120 ? 5 : 3)
            let stripTop = top + Double(index) * (height + stripGap)
            return Strip(
                name: name, top: stripTop, bottom: stripTop + height, low: (low / step).rounded(.down) * step,
                high: (high / step).rounded(.up) * step, step: step)
        }
    }

    /// An axis label: as many decimals as the step needs.
    private static func label(_ value: Double, step: Double) -> String {
        var decimals = 0
        var scaled = step
        while decimals < 6 && (scaled - scaled.rounded()).magnitude > 1e-9 {
            scaled *= 10
            decimals += 1
        }
        return _TextFormatting.decimal(value, decimals: decimals)
    }
}
