import Animatic

/// A runnable example: a graph, the interactions scripted on it, and what it teaches.
///
/// A scene builds its nodes on a fresh ``Animatic/AnimationGraph`` and scripts its interactions (taps at
/// given times), so running it needs no input and gives the same trace every time.
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
    public let build: @Sendable (AnimationGraph) -> Script

    /// Creates a scene.
    public init(
        name: String, summary: String, explanation: String, duration: Double,
        build: @escaping @Sendable (AnimationGraph) -> Script
    ) {
        self.name = name
        self.summary = summary
        self.explanation = explanation
        self.duration = duration
        self.build = build
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
}
