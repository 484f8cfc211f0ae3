import Animatic
import AnimaticExports
import AnimaticInspector
import AnimaticScenes
import AnimaticUI

/// A scene run live: the clock moves one frame when asked, and a tap happens when someone taps.
///
/// A session is a script written as it runs. Each tap is kept with its frame (``taps``), and the
/// session's graph runs exactly the calls that ``Script/run(on:until:)`` makes for those taps: a tap
/// applies at the frame after the one shown, as ``Animatic/AnimationGraph/advance(to:applying:)``
/// applies a scripted tap, and a run of frames where nothing can happen is not run frame by frame
/// but left for the next frame that does work, so that the clock skips it as one idle tick as a
/// scripted run does. Caught up with ``catchUp()``, the session's trace is the scripted run's, byte
/// for byte.
///
/// The graph keeps a bounded trace (``Animatic/TraceMode/lastTicks(_:)``) and the session the
/// screens of those ticks only, so memory stays flat however long it plays.
package final class LiveSession {
    /// The scene.
    package let scene: Scene
    /// The clock's frame rate.
    package let framesPerSecond: Double
    /// The graph the scene runs on.
    package let graph: AnimationGraph
    /// The frame the session shows: the clock's frame, which the graph reaches when it next has
    /// work (or on ``catchUp()``).
    package private(set) var frame = 0
    /// The taps so far, in order.
    package private(set) var taps: [Tap] = []
    /// What ran in the latest frame the graph ran.
    package private(set) var lastRun = Run(frame: 0, evaluated: [], changed: [], values: [])
    /// The ticks the graph ran in its latest step, worded as ``Animatic/Trace/timeline(_:)`` words
    /// them, one line each: what ran and why (the input that changed), with the old and new values;
    /// an idle run the step skipped first. At most ``maximumTimelineLines`` lines, the last one
    /// saying how many more there were.
    package private(set) var lastTimeline: [String] = []
    /// The screens of the frames the trace keeps, where the screen changed; for a scene made from
    /// a view.
    package private(set) var screens: [ScreenDrawing.Moment] = []
    /// How many times the screen has changed: a new number for each new screen in ``screens``.
    package private(set) var screenVersion = 0
    /// The scene's script as built: its host, and for a scene built by hand its steps by label.
    private let script: Script
    /// The index of the first tick ``lastRun`` has not read.
    private var nextTick = 0
    /// How many ticks the trace keeps, and so how many screens the session keeps.
    private let keptTicks: Int

    /// The most taps a session takes: beyond it, a tap is refused.
    package static let maximumTaps = 10_000

    /// The most lines ``lastTimeline`` keeps of a step: a frame of a large view can run thousands
    /// of nodes, and the page reads it every frame.
    package static let maximumTimelineLines = 400
    /// The most characters of a value ``Run/values`` keeps: the graph's node shows a line of it.
    package static let maximumValueLength = 120

    /// Starts a session: builds the scene on a new graph and runs its first frame, at 0 s.
    ///
    /// - Parameters:
    ///   - scene: The scene; its own script's steps do not run.
    ///   - framesPerSecond: The clock's frame rate.
    ///   - keptTicks: How many ticks the trace keeps, and so the page's inspector shows: by
    ///     default 180, three seconds at 60 frames per second (more makes each of its pages
    ///     slower to make and to load).
    package init(scene: Scene, framesPerSecond: Double = 60, keptTicks: Int = 180) {
        precondition(keptTicks > 0, "LiveSession(keptTicks: \(keptTicks)): a session keeps at least one tick.")
        self.scene = scene
        self.framesPerSecond = framesPerSecond
        self.keptTicks = keptTicks
        graph = AnimationGraph(framesPerSecond: framesPerSecond, tracing: .lastTicks(keptTicks))
        script = scene.build(graph)
        graph.update()
        ranFrame()
    }

    /// The time of the frame shown, in seconds.
    package var time: Double { Double(frame) / framesPerSecond }

    /// The next frame the graph will run by itself, when the frames until then are idle: `nil`
    /// when the next frame may run something, `Int.max` when nothing will run until a tap.
    package var nextFrameWithWork: Int? { graph.nextFrameWithWork() }

    /// The scene's host, for a scene made from a view.
    package var host: ViewHost? { script.host }

    /// What can be tapped now: for a scene made from a view, the labels ``AnimaticUI/ViewHost/tap(_:)``
    /// accepts; for a scene built by hand, its script's steps, by label.
    package var tappableLabels: [String] {
        if let host { return host.tappableLabels }
        var seen: Set<String> = []
        return script.steps.map(\.label).filter { seen.insert($0).inserted }
    }

    /// ``tappableLabels`` grouped by what they tap: for a scene made from a view, one group for each
    /// view, the label a script names it by first (a button's identifier, else its title); for a
    /// scene built by hand, each step's label alone.
    package var tapTargets: [[String]] {
        if let host { return host.tapTargetLabels }
        return tappableLabels.map { [$0] }
    }

    /// Moves the clock one frame: runs it if the graph has work in it, else leaves it for later
    /// as the idle frame it is.
    package func advance() {
        guard frame + 1 < AnimationGraph.maximumFrame else { return }
        frame += 1
        if let due = graph.nextFrameWithWork(), due > frame { return }
        graph.advance(to: time)
        ranFrame()
    }

    /// Taps `label`: the tap applies in the next frame, which runs.
    ///
    /// - Throws: ``TapError`` when nothing has that label, or the session has taken
    ///   ``maximumTaps`` taps.
    package func tap(_ label: String) throws(TapError) {
        let labels = tappableLabels
        guard labels.contains(label) else { throw TapError.unknownLabel(label, tappable: labels) }
        guard taps.count < Self.maximumTaps else { throw TapError.tooManyTaps }
        guard frame + 1 < AnimationGraph.maximumFrame else { throw TapError.clockAtEnd }
        frame += 1
        let tap = Tap(label: label, frame: frame, framesPerSecond: framesPerSecond)
        taps.append(tap)
        graph.advance(to: tap.frameTime, applying: action(for: label, in: script))
        ranFrame()
    }

    /// Brings the graph to the frame shown, running or skipping the frames between; what a
    /// scripted run does at its end. Call it when the session ends: a catch-up in the middle of
    /// an idle run splits the run in two ticks where a scripted run has one.
    package func catchUp() {
        graph.advance(to: time)
        ranFrame()
    }

    /// The inspector's page of what the trace keeps, with the taps and the screens.
    ///
    /// - Throws: ``AnimaticInspector/Inspector/Error`` when the trace is empty (it never is after
    ///   the first frame).
    package func inspector() throws -> Inspector {
        try Inspector(graph, title: scene.name, interactions: interactions, screens: screens)
    }

    /// The taps as the inspector names them.
    private var interactions: [Inspector.Interaction] {
        taps.map { Inspector.Interaction(at: $0.frameTime, "tap \($0.label)") }
    }

    /// The session as a script: the scene run again on a new graph, with the session's taps at
    /// their frames, to the frame shown.
    ///
    /// - Parameter tracing: How much the new graph records.
    /// - Returns: The graph, and the script that ran on it (which keeps the scene's host alive).
    package func scriptedRun(tracing: TraceMode = .unbounded) -> (graph: AnimationGraph, script: Script) {
        let graph = AnimationGraph(framesPerSecond: framesPerSecond, tracing: tracing)
        let script = scripted(on: graph)
        script.run(on: graph, until: time)
        return (graph, script)
    }

    /// The recorded inspector's page of the session so far: the scripted run's whole trace, with
    /// a screen for each frame it ran, as `animatic inspect` writes it for a scene with these taps.
    ///
    /// - Throws: ``AnimaticInspector/Inspector/Error`` when the trace is empty (it never is).
    /// - Complexity: Two runs of the session from its start.
    package func recordedInspector() throws -> Inspector {
        let run = scriptedRun()
        var screens: [ScreenDrawing.Moment] = []
        let graph = AnimationGraph(framesPerSecond: framesPerSecond, tracing: .off)
        let script = scripted(on: graph)
        if let host = script.host {
            script.run(on: graph, until: time, pausingAt: Inspector.screenTimes(of: run.graph.trace)) { _ in
                let moment = ScreenDrawing.Moment(host)
                if moment.displayList != screens.last?.displayList { screens.append(moment) }
            }
        }
        return try Inspector(run.graph, title: scene.name, interactions: interactions, screens: screens)
    }

    /// The scene built on `graph`, its script's steps the session's taps.
    private func scripted(on graph: AnimationGraph) -> Script {
        var script = scene.build(graph)
        let actions = taps.map { action(for: $0.label, in: script) }
        script.steps = zip(taps, actions).map { Script.Step(at: $0.frameTime, "tap \($0.label)", $1) }
        return script
    }

    /// The taps as Swift: for a scene made from a view, the `script:` of a ``AnimaticScenes/Scene``
    /// that runs them (`.tap("like", at: 0.35)`); for a scene built by hand, its steps by label and
    /// time, as comments.
    package var swiftScript: String {
        guard host != nil else {
            if taps.isEmpty { return "// No taps yet.\n" }
            return "// The steps of '\(scene.name)' (built by hand), by label and time:\n"
                + taps.map { "// \($0.timeText) s: \($0.label)\n" }.joined()
        }
        guard !taps.isEmpty else { return "script: []\n" }
        return "script: [\n" + taps.map { "    .tap(\(Self.swiftLiteral($0.label)), at: \($0.timeText)),\n" }.joined()
            + "]\n"
    }

    /// What tapping `label` does on the graph `script` was built on.
    private func action(for label: String, in script: Script) -> () -> Void {
        if let host = script.host { return { host.tap(label) } }
        return script.step(labeled: label)?.action ?? {}
    }

    /// Keeps what the graph's latest frame ran, and its screen.
    private func ranFrame() {
        let trace = graph.trace(fromTick: nextTick)
        let ticks = trace.ticks
        nextTick = graph.tickCount
        if !ticks.isEmpty {
            var lines = trace.timeline().split(separator: "\n", omittingEmptySubsequences: true)[...]
            // The ticks read before these are not dropped, only read already: no line for them.
            if trace.droppedTickCount > 0 { lines = lines.dropFirst() }
            if lines.count > Self.maximumTimelineLines {
                let more = lines.count - Self.maximumTimelineLines + 1
                lines = lines.prefix(Self.maximumTimelineLines - 1) + ["… \(more) more lines"]
            }
            lastTimeline = lines.map(String.init)
        }
        if let last = ticks.last, last.frameCount == 1 {
            var evaluated: [String] = []
            var changed: [String] = []
            var values: [String] = []
            for tick in ticks where tick.frame == last.frame {
                for event in tick.events {
                    guard case .evaluated(let node, _, let outcome, _, let value, _) = event else { continue }
                    evaluated.append(node.name)
                    guard outcome != .unchanged else { continue }
                    changed.append(node.name)
                    let text = value.description
                    values.append(
                        text.count > Self.maximumValueLength
                            ? String(text.prefix(Self.maximumValueLength - 1)) + "…" : text)
                }
            }
            lastRun = Run(frame: last.frame, evaluated: evaluated, changed: changed, values: values)
        }
        guard let host else { return }
        let moment = ScreenDrawing.Moment(host)
        if moment.displayList != screens.last?.displayList {
            screens.append(moment)
            screenVersion += 1
            if screens.count > keptTicks + 1 { screens.removeFirst(screens.count - keptTicks - 1) }
        }
    }

    /// `text` as a Swift string literal.
    static func swiftLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
