import AnimaticUI

/// Drives an ``AnimationGraph`` step by step and asserts what each step updated, the way The
/// Composable Architecture's `TestStore` asserts state.
///
/// Each step runs frames (``update(assert:fileID:filePath:line:column:)``, ``advance(frames:assert:fileID:filePath:line:column:)``,
/// ``advance(to:assert:fileID:filePath:line:column:)``, ...) or applies an interaction and runs its
/// frame (``apply(at:_:assert:fileID:filePath:line:column:)``,
/// ``withAnimation(_:_:assert:fileID:filePath:line:column:)``,
/// ``withTransaction(_:_:assert:fileID:filePath:line:column:)``,
/// ``remove(_:assert:fileID:filePath:line:column:)``), or runs until a transaction's completion
/// handlers have run (``advance(untilCompletionOf:timeout:assert:fileID:filePath:line:column:)``);
/// its `assert` closure then states what the step did, node by node, on a ``FrameUpdates``:
///
///     let tester = GraphTester(graph)
///     tester.update {
///         $0.evaluated("Counter", Counter(value: 0))
///         $0.evaluated("Counter.body", "0")
///     }
///     tester.withAnimation(.linear(duration: 2)) {
///         value.value = 100
///     } assert: {
///         $0.evaluated("Counter", .unchanged)
///         $0.startsDependingOnTime("Counter")
///     }
///     tester.advance {
///         $0.evaluated("Counter", Counter(value: 0.833))
///         $0.evaluated("Counter.body", .unchanged)
///     }
///
/// By default testing is exhaustive: when the closure returns, every node that evaluated, and every
/// node that started or stopped depending on time, must have been asserted. Anything else fails
/// with the assertion to add:
///
///     The step ran frame 2 (t = 0.033 s) and made 1 update that was not asserted:
///       Counter.body evaluated: "0" → "1"
///         Add `$0.evaluated("Counter.body", "1")`
///
/// A step that runs several frames asserts their sum: each node once, with the value of its last
/// evaluation. Ticks the graph runs outside the tester are not asserted.
///
/// A step reads only the ticks it ran from the graph's trace (``AnimationGraph/trace(fromTick:)``),
/// so it costs the same at the start of a test and 10,000 frames into it.
///
/// Exhaustivity covers what the test built. The nodes the graph makes for it are exempt (assert them
/// by name if you like): the value nodes of `animation(_:value:_:)` and `transaction(value:_:_:)`
/// scopes, part of the modifier, and the trigger and phase nodes of phase and keyframe animators,
/// part of the sequencer. Completion handlers that run are asserted like updates, with
/// ``FrameUpdates/completionFired(_:fileID:filePath:line:column:)``.
public final class GraphTester {
    /// The graph the tester drives. Its tracing must be on.
    public let graph: AnimationGraph
    /// Whether every update of a step must be asserted; ``Exhaustivity/on`` by default.
    public var exhaustivity: Exhaustivity
    /// How far numbers may be from the expected ones; ``Tolerance/digits(_:)`` with 3 by default,
    /// so values read off a timeline match.
    public var tolerance: Tolerance
    /// The view host the tester drives, when it was made from one (``init(_:exhaustivity:tolerance:)-(ViewHost,_,_)``).
    public let host: ViewHost?

    /// Creates a tester for a graph.
    ///
    /// - Parameters:
    ///   - graph: The graph to drive; its tracing must not be ``TraceMode/off``.
    ///   - exhaustivity: Whether every update must be asserted.
    ///   - tolerance: How far numbers may be from the expected ones.
    public init(_ graph: AnimationGraph, exhaustivity: Exhaustivity = .on, tolerance: Tolerance = .digits(3)) {
        self.graph = graph
        self.exhaustivity = exhaustivity
        self.tolerance = tolerance
        host = nil
    }

    /// Creates a tester for a SwiftUI view's host: its steps run the host's frames and
    /// ``tap(_:at:assert:fileID:filePath:line:column:)`` taps its views. Nodes are named after the
    /// code (`LikeButton.liked`, `LikeButton.body`, `scaleEffect`).
    ///
    ///     let tester = GraphTester(ViewHost(LikeButton()))
    ///     tester.update { … }
    ///     tester.tap("like") {
    ///         $0.evaluated("LikeButton.liked", true)
    ///         $0.evaluated("scaleEffect", .unchanged)
    ///         $0.startsDependingOnTime("scaleEffect")
    ///     }
    ///
    /// The nodes a host makes for its own bookkeeping (the root, the environment, each view's
    /// value) need no assertion; states, bodies and animatable nodes do.
    ///
    /// - Parameters:
    ///   - host: The host to drive; its graph's tracing must not be ``TraceMode/off``.
    ///   - exhaustivity: Whether every update must be asserted.
    ///   - tolerance: How far numbers may be from the expected ones.
    public init(_ host: ViewHost, exhaustivity: Exhaustivity = .on, tolerance: Tolerance = .digits(3)) {
        graph = host.graph
        self.exhaustivity = exhaustivity
        self.tolerance = tolerance
        self.host = host
    }

    // MARK: Steps

    /// Runs one frame at the current time (applying the changes made since the last frame) and
    /// asserts what it updated.
    ///
    /// - Parameter assert: States the updates of the frame; nothing may update if omitted.
    public func update(
        assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        step(
            _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert
        ) { graph.update() }
    }

    /// Runs the next `count` frames and asserts what they updated.
    ///
    /// - Parameters:
    ///   - count: How many frames to run, one by default.
    ///   - assert: States the updates of the frames; nothing may update if omitted.
    public func advance(
        frames count: Int = 1, assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        precondition(count >= 0, "advance(frames: \(count)): the clock only moves forward.")
        let graph = graph
        step(
            _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert
        ) { graph.advance(to: Double(graph.frame + count) / graph.framesPerSecond) }
    }

    /// Runs the frames of the next `seconds` seconds (see `AnimationGraph.advance(by:)`) and asserts
    /// what they updated.
    ///
    /// - Parameters:
    ///   - seconds: How far to move the clock.
    ///   - assert: States the updates of the frames; nothing may update if omitted.
    public func advance(
        by seconds: Double, assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        step(
            _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert
        ) { graph.advance(by: seconds) }
    }

    /// Runs every frame up to `time` (see `AnimationGraph.advance(to:)`) and asserts what they
    /// updated.
    ///
    /// - Parameters:
    ///   - time: The time to reach, in seconds.
    ///   - assert: States the updates of the frames; nothing may update if omitted.
    public func advance(
        to time: Double, assert: (inout FrameUpdates) throws -> Void = { _ in }, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        step(
            _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), assert
        ) { graph.advance(to: time) }
    }

    /// Makes an interaction, such as a tap, and asserts the frame that applies it: the frames before
    /// `time` run unasserted, then the change is made and the frame at `time` runs (see
    /// `AnimationGraph.advance(to:applying:)`).
    ///
    ///     tester.apply(at: 0.5) {
    ///         graph.withAnimation(.spring) { level.value = 1 }
    ///     } assert: {
    ///         $0.evaluated("BatterGauge", .unchanged)
    ///         $0.startsDependingOnTime("BatterGauge")
    ///     }
    ///
    /// The frames before `time` must be idle: anything they update fails as unasserted.
    ///
    /// - Parameters:
    ///   - time: When the interaction happens; the current time if `nil`.
    ///   - change: Writes to state, in a transaction or not.
    ///   - assert: States the updates of the frame at `time`; nothing may update if omitted.
    public func apply(
        at time: Double? = nil, _ change: () -> Void, assert: (inout FrameUpdates) throws -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = _SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let target = time ?? graph.time
        let targetFrame = Int((target * graph.framesPerSecond + 1e-6).rounded(.down))
        if targetFrame > graph.frame + 1 {
            let graph = graph
            step(location, { _ in }) { graph.advance(to: Double(targetFrame - 1) / graph.framesPerSecond) }
        }
        step(location, assert) { graph.advance(to: target, applying: change) }
    }

    // MARK: Running a step

    /// Runs a step: `run` drives the graph (it may read the ticks run so far with the function it
    /// is given), then `assert` states what the ticks did, and exhaustivity checks the rest.
    ///
    /// The ticks are read from the graph's trace from the step's first tick on, never the whole
    /// trace, so a step costs the same however long the run before it.
    ///
    /// - Returns: The ticks the step ran.
    @discardableResult
    func step(
        _ location: _SourceCodeLocation, _ assert: (inout FrameUpdates) throws -> Void,
        run: (_ readTicks: () -> [TraceTick]) -> Void
    ) -> [TraceTick] {
        let firstTick = graph.tickCount
        var ticks: [TraceTick] = []
        var next = firstTick
        let graph = graph
        func read() -> [TraceTick] {
            let new = graph.trace(fromTick: next).ticks
            next = graph.tickCount
            ticks += new
            return new
        }
        run(read)
        _ = read()
        let count = graph.tickCount - firstTick
        // A skipped idle run is one tick standing for several.
        let kept = ticks.reduce(0) { $0 + $1.indices.clamped(to: firstTick..<graph.tickCount).count }
        if kept < count {
            _TestFailure.record(
                "The step ran \(count) ticks but the graph's trace kept \(kept) of them: "
                    + "a GraphTester reads what happened from the trace. Create the graph with "
                    + "`AnimationGraph(tracing: .unbounded)` (or keep more ticks with `.lastTicks(_:)`).",
                at: location)
        }
        let core = graph.dependencyGraph
        // Looked up each step (a step's rules can create nodes), and free while every name is unique.
        let names = core.duplicateNames
        let duplicates =
            names.isEmpty ? [:] : names.mapValues { ids in ids.map { TraceNode(id: $0, name: core.name(of: $0)) } }
        var updates = FrameUpdates(
            ticks: ticks, timeNode: graph.timeNode, tolerance: tolerance, duplicateNames: duplicates,
            nodeNames: { core.nodes.map { core.name(of: $0) } })
        do {
            try assert(&updates)
        } catch {
            _TestFailure.record("The step's assertions threw an error: \(error)", at: location)
            return ticks
        }
        updates.finish(exhaustivity, isExempt: isMadeByTheGraph, at: location)
        return ticks
    }

    /// A step whose `run` does not read ticks as it goes.
    @discardableResult
    func step(
        _ location: _SourceCodeLocation, _ assert: (inout FrameUpdates) throws -> Void, run: () -> Void
    ) -> [TraceTick] {
        step(location, assert) { _ in run() }
    }

    /// Whether the graph made `node` for a modifier or a sequencer, rather than the test building
    /// it: the value nodes of `animation(_:value:_:)` and `transaction(value:_:_:)` scopes, and the
    /// trigger and phase nodes of phase and keyframe animators. Their evaluations need no assertion.
    func isMadeByTheGraph(_ node: NodeID) -> Bool {
        switch graph.role(of: node) {
        case .scopeValue, .sequencerInternal, .viewInternal: true
        default: false
        }
    }
}
