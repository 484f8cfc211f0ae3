import AnimaticUI

/// A runnable example: a graph, the interactions scripted on it, and what it teaches.
///
/// A scene builds its nodes on a fresh ``Animatic/AnimationGraph`` and scripts its interactions (taps at
/// given times), so running it needs no input and gives the same trace every time. It is made
/// either from a SwiftUI view and the taps on it, or from nodes built by hand:
///
///     Scene(name: "like", summary: "…", explanation: "…", duration: 1, view: LikeButton(),
///           script: [.tap("like", at: 0.5)])
///
///     Scene(name: "counter", summary: "…", explanation: "…", duration: 2.2) { graph in
///         let value = graph.state(0.0, name: "value")
///         …
///         return Script([.init(at: 0.1, "tap") { … }])
///     }
public struct Scene: Sendable {
    /// The name used on the command line, such as `propagation`.
    public let name: String
    /// One line for `animatic list`.
    public let summary: String
    /// A paragraph on what the scene teaches.
    public let explanation: String
    /// How long the scene runs by default, in seconds.
    public let duration: Double
    /// Builds the scene's nodes on `graph` and returns the script that drives it.
    ///
    /// For a scene made from a view, the script also keeps the view's ``AnimaticUI/ViewHost`` alive:
    /// hold it while the graph runs frames.
    public let build: @Sendable (AnimationGraph) -> Script
    /// Whether the scene is made from a SwiftUI view rather than from nodes built by hand.
    public let isMadeFromView: Bool

    /// Creates a scene from nodes built by hand.
    public init(
        name: String, summary: String, explanation: String, duration: Double,
        build: @escaping @Sendable (AnimationGraph) -> Script
    ) {
        self.name = name
        self.summary = summary
        self.explanation = explanation
        self.duration = duration
        self.build = build
        isMadeFromView = false
    }

    /// Creates a scene from a SwiftUI view and the taps on it: running it runs the view in a
    /// ``AnimaticUI/ViewHost`` on the scene's graph, with the nodes named after the code.
    ///
    /// - Parameters:
    ///   - name: The name used on the command line.
    ///   - summary: One line for `animatic list`.
    ///   - explanation: A paragraph on what the scene teaches.
    ///   - duration: How long the scene runs by default, in seconds.
    ///   - view: The root view; made afresh for every run.
    ///   - script: The taps, each applied at the first frame at or after its time.
    public init<Root: View & SendableMetatype>(
        name: String, summary: String, explanation: String, duration: Double,
        view: @autoclosure @escaping @Sendable () -> Root, script: [ViewStep] = []
    ) {
        self.name = name
        self.summary = summary
        self.explanation = explanation
        self.duration = duration
        self.build = { graph in
            let host = ViewHost(view(), graph: graph)
            let steps = script.map { step in
                Script.Step(at: step.frameTime(framesPerSecond: graph.framesPerSecond), step.description) {
                    step.run(on: host)
                }
            }
            return Script(steps, keeping: host)
        }
        isMadeFromView = true
    }

    /// Builds the scene on a new graph and runs it until `time` (the scene's ``duration`` by
    /// default).
    ///
    /// - Parameters:
    ///   - time: How long to run, in seconds.
    ///   - framesPerSecond: The clock's frame rate.
    ///   - tracing: How much history the graph keeps.
    /// - Returns: The graph, with its trace.
    public func run(
        until time: Double? = nil, framesPerSecond: Double = 60, tracing: TraceMode = .unbounded
    ) -> AnimationGraph {
        let graph = AnimationGraph(framesPerSecond: framesPerSecond, tracing: tracing)
        let script = build(graph)
        script.run(on: graph, until: time ?? duration)
        return graph
    }

    /// Runs a scene made from a view, pausing at each of `moments` to hand `pause` the view's host
    /// and the moment: the host shows the last frame at or before the moment, with the taps of the
    /// frames up to it applied, so that its ``AnimaticUI/ViewHost/displayList`` is the screen then.
    ///
    ///     try scene.runView(pausingAt: [0.5, 1]) { host, time in
    ///         lists.append(host.displayList)
    ///     }
    ///
    /// - Parameters:
    ///   - time: How long to run, in seconds (the scene's ``duration`` by default); moments after it
    ///     are not reached.
    ///   - framesPerSecond: The clock's frame rate.
    ///   - tracing: How much history the graph keeps.
    ///   - moments: The times to pause at, in seconds.
    ///   - pause: Called once per moment, in increasing order of time.
    /// - Returns: The host, run to the end; `nil` when the scene is built from nodes, not a view.
    @discardableResult
    public func runView(
        until time: Double? = nil, framesPerSecond: Double = 60, tracing: TraceMode = .unbounded,
        pausingAt moments: [Double], _ pause: (ViewHost, Double) throws -> Void
    ) rethrows -> ViewHost? {
        guard isMadeFromView else { return nil }
        let graph = AnimationGraph(framesPerSecond: framesPerSecond, tracing: tracing)
        let script = build(graph)
        guard let host = script.host else { return nil }
        try script.run(on: graph, until: time ?? duration, pausingAt: moments) { try pause(host, $0) }
        return host
    }

    /// Runs a scene made from a view until `time` (the scene's ``duration`` by default) and returns
    /// its host, or `nil` when the scene is built from nodes, not a view.
    ///
    /// - Parameters:
    ///   - time: How long to run, in seconds.
    ///   - framesPerSecond: The clock's frame rate.
    ///   - tracing: How much history the graph keeps.
    /// - Returns: The host, run to the end.
    public func runView(
        until time: Double? = nil, framesPerSecond: Double = 60, tracing: TraceMode = .unbounded
    ) -> ViewHost? {
        runView(until: time, framesPerSecond: framesPerSecond, tracing: tracing, pausingAt: []) { _, _ in }
    }
}
