/// A simulated SwiftUI view graph on a virtual clock: state, rules computed from it, and frames
/// that bring everything on screen up to date, all recorded in a ``Trace``.
///
/// Build the graph as SwiftUI builds a view's attributes: state nodes for `@State`, rules for the
/// values a `body` derives from them. Then drive the clock: each frame sets the time and pulls the
/// *outputs* (nodes nothing else reads, what would be drawn). A frame that finds nothing
/// invalidated does no work at all.
///
///     let graph = AnimationGraph()
///     let value = graph.state(0.0, name: "value")
///     let body = graph.rule(name: "Counter.body") { "\(Int(value.value))" }
///     graph.update()          // the first frame: everything runs once
///     value.value = 100
///     graph.advance(by: 1)    // the change is applied at the next frame, then idle frames
///     print(graph.trace.timeline())
///
/// ## Time
///
/// Frame *n* is at `n / framesPerSecond` seconds, computed, never accumulated, so the clock does
/// not drift. Nothing reads the wall clock: a scene run twice gives the same trace, byte for byte.
///
/// A graph is not thread-safe: use it from one thread or task at a time.
public final class AnimationGraph {
    /// The frame rate of the virtual clock.
    public let framesPerSecond: Double
    /// The dependency graph underneath, to inspect nodes and edges.
    ///
    /// Its `observer` is the graph's trace recorder while tracing is on: replace it and the trace
    /// stops recording.
    public let dependencyGraph: DependencyGraph
    /// The node holding the current time; rules that read it re-run every frame.
    public let timeNode: StateNode<Double>

    /// The number of the latest frame; ``time`` is `frame / framesPerSecond`.
    public private(set) var frame = 0
    /// How many frames (ticks) have run.
    public private(set) var tickCount = 0

    let recorder: TraceRecorder?

    /// Creates a graph whose clock is at 0 s.
    ///
    /// - Parameters:
    ///   - framesPerSecond: Frames per second of the virtual clock, 60 by default; must be a
    ///     positive, finite number.
    ///   - tracing: How much history the ``trace`` keeps; the latest 10,000 ticks by default.
    public init(framesPerSecond: Double = 60, tracing: TraceMode = .default) {
        precondition(
            framesPerSecond.isFinite && framesPerSecond > 0,
            "AnimationGraph(framesPerSecond: \(framesPerSecond)): the frame rate must be a positive, finite number "
                + "of frames per second, such as 60 or 120.")
        self.framesPerSecond = framesPerSecond
        let graph = DependencyGraph()
        dependencyGraph = graph
        timeNode = StateNode(input: graph.input(0.0, name: "time"))
        switch tracing {
        case .off:
            recorder = nil
        case .unbounded:
            recorder = TraceRecorder(framesPerSecond: framesPerSecond, capacity: nil)
        case .lastTicks(let count):
            precondition(count > 0, "TraceMode.lastTicks(\(count)): keep at least one tick, or use .off.")
            recorder = TraceRecorder(framesPerSecond: framesPerSecond, capacity: count)
        }
        if let recorder {
            recorder.silentInputs = [timeNode.id]
            graph.observer = recorder
        }
    }

    /// The time of the latest frame, in seconds.
    public var time: Double { Double(frame) / framesPerSecond }

    /// The recorded history; empty when tracing is ``TraceMode/off``.
    public var trace: Trace {
        recorder?.trace ?? Trace(ticks: [], framesPerSecond: framesPerSecond)
    }

    /// Whether anything depends on time: some node re-runs every frame.
    public var isAnimating: Bool { dependencyGraph.hasDependents(timeNode.id) }

    // MARK: Nodes

    /// Creates a state node, SwiftUI's `@State`; writes of an equal value change nothing.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    @inlinable
    public func state<Value: Equatable>(_ value: Value, name: String? = nil) -> StateNode<Value> {
        StateNode(input: dependencyGraph.input(value, name: name))
    }

    /// Creates a state node holding a value that is not `Equatable`: every write is a change.
    @inlinable
    public func state<Value>(_ value: Value, name: String? = nil) -> StateNode<Value> {
        StateNode(input: dependencyGraph.input(value, name: name))
    }

    /// Creates a rule node, like a view's `body`: `body` computes its value from other nodes, and
    /// every node it reads becomes a dependency. An equal result stops propagation.
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - body: A pure function of other nodes' values. Writing a state node from it is an error.
    @inlinable
    public func rule<Value: Equatable>(name: String? = nil, _ body: @escaping () -> Value) -> Node<Value> {
        Node(rule: dependencyGraph.rule(name: name, body))
    }

    /// Creates a rule node whose value is not `Equatable`: every evaluation counts as a change.
    @inlinable
    public func rule<Value>(name: String? = nil, _ body: @escaping () -> Value) -> Node<Value> {
        Node(rule: dependencyGraph.rule(name: name, body))
    }

    // MARK: Frames

    /// Runs one frame at the current time: applies the changes made since the last frame and
    /// brings every invalidated output up to date.
    public func update() {
        recorder?.beginTick(frame: frame, time: time)
        dependencyGraph.updateOutputs()
        recorder?.endTick()
        tickCount += 1
    }

    /// Runs the frames of the next `seconds` seconds; see ``advance(to:)``.
    ///
    /// - Parameter seconds: How far to move the clock; zero or more.
    public func advance(by seconds: Double) {
        precondition(
            seconds.isFinite && seconds >= 0,
            "advance(by: \(seconds)): the clock only moves forward by a finite number of seconds.")
        advance(to: time + seconds)
    }

    /// Runs every frame up to `target`.
    ///
    /// If changes are waiting (writes or new nodes since the last frame), the frame at the current
    /// time runs first, so a change is applied at the time it was made. Then the clock steps frame
    /// by frame to the last frame at or before `target`.
    ///
    /// - Parameter target: The time to reach, in seconds; not earlier than ``time``.
    public func advance(to target: Double) {
        precondition(target.isFinite, "advance(to: \(target)): the target time must be a finite number of seconds.")
        precondition(
            target >= time - 1e-9,
            "advance(to: \(target)) is in the past: the clock is at \(time) s and only moves forward. "
                + "Advance to a later time, or start a new graph.")
        if dependencyGraph.hasPendingOutputs { update() }
        let lastFrame = frameNumber(at: target)
        while frame < lastFrame { step() }
    }

    /// Runs the frames before `target`, then makes a change at `target` and runs the frame there:
    /// an interaction, such as a tap, at a given time.
    ///
    ///     graph.advance(to: 0.5) {
    ///         graph.withAnimation(.linear(duration: 1)) { value.value = 100 }
    ///     }
    ///
    /// Unlike calling ``advance(to:)`` and then changing state, this leaves no separate idle frame
    /// at `target` before the change: the frame at `target` is the one that applies it.
    ///
    /// - Parameters:
    ///   - target: The time of the interaction, in seconds; not earlier than ``time``.
    ///   - change: Writes to state, in a transaction or not.
    public func advance(to target: Double, applying change: () throws -> Void) rethrows {
        precondition(target.isFinite, "advance(to: \(target)): the target time must be a finite number of seconds.")
        precondition(
            target >= time - 1e-9,
            "advance(to: \(target)) is in the past: the clock is at \(time) s and only moves forward.")
        if dependencyGraph.hasPendingOutputs { update() }
        let targetFrame = frameNumber(at: target)
        while frame + 1 < targetFrame { step() }
        if frame < targetFrame {
            frame = targetFrame
            timeNode.value = time
        }
        try change()
        update()
    }

    /// The number of the last frame at or before `time`.
    func frameNumber(at time: Double) -> Int {
        Int((time * framesPerSecond + 1e-6).rounded(.down))
    }

    /// Moves the clock one frame forward and runs that frame.
    func step() {
        frame += 1
        timeNode.value = time
        update()
    }
}
