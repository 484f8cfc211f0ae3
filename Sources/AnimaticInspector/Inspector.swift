import Animatic
import AnimaticExports
import Foundation

/// A trace as one self-contained web page to scrub through: the graph, a playhead, the frame's
/// events, plots of a node's numbers, the drawing and why each node ran.
///
/// The page is a single HTML file with its data, styles and script inside: it loads nothing from
/// the network, and opens from `file://` in any current browser. It has six panels:
///
/// - **The graph**, laid out in layers (no Graphviz needed), each node shaped by its
///   ``Animatic/NodeRole`` and coloured by what it did at the playhead's tick: evaluated and changed,
///   evaluated and cut off, verified, or not run, with its value. The edges are the ones at that
///   tick: the dashed dependency on time comes and goes as animations start and finish.
/// - **The playhead**: a slider over a time ruler marked at writes, transactions and animation
///   events. ← and → step a tick, Shift+← and Shift+→ jump between events, Home and End go to the
///   ends, Space plays at 1× or ¼×. The address keeps the position (`#tick=120`).
/// - **The frame's events**, worded as ``Animatic/Trace/timeline(_:)`` words them.
/// - **Plots** of the selected node's numbers over time, with the playhead as a line.
/// - **The screen** at the playhead, for a trace made from a view whose screens are given: every
///   shape, text and image the frame draws. Selecting a node, or pointing at it, outlines the
///   region it affects; clicking a region selects its node. Without screens, **the drawing** of
///   every node whose value is a `Shape`, at the playhead.
/// - **Why** the selected node ran: the chain of changed inputs down to the state write, with the
///   write's transaction, its animation and the ``Interaction`` that made it.
///
/// The page's script answers automation through `window.animatic`: `seek(tick)`, `state()` and
/// `why(name)`; the article *Inspecting a trace* describes them.
///
///     let graph = AnimationGraph(tracing: .unbounded)
///     // … build nodes, make changes, advance the clock …
///     let inspector = try Inspector(graph, title: "counter")
///     try inspector.write(to: URL(fileURLWithPath: "counter.html"))
///
/// The same trace always gives the same bytes.
public struct Inspector {
    /// The page's data, as JSON.
    let data: _InspectorData
    /// The page's title.
    public let title: String

    /// Prepares the page of a graph's trace, with the graph's roles and edges.
    ///
    /// The graph supplies what a trace alone does not know: each node's role, and the edges that
    /// existed before the first tick a bounded trace kept.
    ///
    /// - Parameters:
    ///   - graph: The graph; its tracing must be on.
    ///   - title: The page's title, such as the scene's name.
    ///   - interactions: What made the writes, so "Why" can name them.
    ///   - screens: For a graph a view built, its screens: the display list of each frame where it
    ///     changed, in increasing order of frame (every frame will do: a screen equal to the one
    ///     before it is dropped). Each tick shows the last screen at or before its frame; every pass
    ///     of a frame shows the frame's screen, drawn after its last pass. ``screenTimes(of:)``
    ///     says when to take them.
    /// - Throws: ``Error/tracingOff`` when the graph records no trace, ``Error/emptyTrace`` when it
    ///   ran no frame.
    /// - Complexity: O(*n*) in the number of events, plus the layout, plus O(*s*) in the items of
    ///   the screens.
    public init(
        _ graph: AnimationGraph, title: String = "Animatic trace", interactions: [Interaction] = [],
        screens: [ScreenDrawing.Moment] = []
    ) throws {
        guard graph.tracing != .off else { throw Error.tracingOff }
        let trace = graph.trace
        guard !trace.ticks.isEmpty else { throw Error.emptyTrace }
        let core = graph.dependencyGraph
        let live = core.nodes
        var roles: [NodeID: NodeRole] = [:]
        for node in live { roles[node] = graph.role(of: node) }
        let edges = live.flatMap { target in core.sources(of: target).map { (source: $0, target: target) } }
        self.title = title
        data = _InspectorData(
            trace: trace, title: title, roles: roles,
            liveNodes: live.map { TraceNode(id: $0, name: core.name(of: $0)) }, finalEdges: edges,
            interactions: interactions, screens: screens)
    }

    /// Prepares the page of a trace alone.
    ///
    /// Without the graph, a node's role is what `roles` says, else a state for a node the trace
    /// saw created as an input and a rule otherwise; and the edges start empty at the first tick.
    ///
    /// - Parameters:
    ///   - trace: The trace.
    ///   - title: The page's title.
    ///   - roles: The nodes' roles, from ``Animatic/AnimationGraph/role(of:)``.
    ///   - interactions: What made the writes, so "Why" can name them.
    ///   - screens: For a trace a view made, its screens, as for ``init(_:title:interactions:screens:)``.
    /// - Throws: ``Error/emptyTrace`` when the trace has no tick.
    /// - Complexity: O(*n*) in the number of events, plus the layout.
    public init(
        trace: Trace, title: String = "Animatic trace", roles: [NodeID: NodeRole] = [:],
        interactions: [Interaction] = [], screens: [ScreenDrawing.Moment] = []
    ) throws {
        guard !trace.ticks.isEmpty else { throw Error.emptyTrace }
        self.title = title
        data = _InspectorData(
            trace: trace, title: title, roles: roles, liveNodes: [], finalEdges: nil, interactions: interactions,
            screens: screens)
    }

    /// The times of the frames a trace ran, in increasing order: the moments to take a view's
    /// screens at for the page, one for each frame that ran (a run of idle frames the clock
    /// skipped draws what the frame before it drew, and is left out).
    ///
    /// The screens come from running the same view again, with tracing off, pausing at these
    /// times: reading a host's display list between its frames could not change its trace, but
    /// pausing at every frame would stop the clock from skipping idle runs.
    ///
    ///     let graph = scene.run(tracing: .unbounded)
    ///     var screens: [ScreenDrawing.Moment] = []
    ///     scene.runView(tracing: .off, pausingAt: Inspector.screenTimes(of: graph.trace)) { host, _ in
    ///         screens.append(ScreenDrawing.Moment(host))
    ///     }
    ///     let inspector = try Inspector(graph, screens: screens)
    ///
    /// - Parameter trace: The trace the page shows.
    /// - Returns: One time per frame that ran, in seconds.
    public static func screenTimes(of trace: Trace) -> [Double] {
        var times: [Double] = []
        var last: Int?
        for tick in trace.ticks where tick.frameCount == 1 && tick.frame != last {
            last = tick.frame
            times.append(tick.time)
        }
        return times
    }

    /// How many events the page shows.
    public var eventCount: Int { data.eventCount }

    /// The page, as UTF-8 bytes.
    ///
    /// - Returns: One HTML document with everything it needs inside.
    /// - Complexity: O(*n*) in the size of the data.
    public func htmlData() -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.json.count + 64_000)
        bytes.append(contentsOf: _InspectorPage.head(title: title).utf8)
        bytes.append(contentsOf: data.json)
        bytes.append(contentsOf: _InspectorPage.tail.utf8)
        return Data(bytes)
    }

    /// The page, as text.
    ///
    /// - Returns: One HTML document with everything it needs inside.
    public func html() -> String { String(decoding: htmlData(), as: UTF8.self) }

    /// Writes the page to a file.
    ///
    /// - Parameter url: Where to write it, usually ending in `.html`.
    /// - Throws: The file system's error when the file cannot be written.
    public func write(to url: URL) throws {
        try htmlData().write(to: url, options: .atomic)
    }
}
