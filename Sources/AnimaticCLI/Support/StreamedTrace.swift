import Animatic
import Foundation

/// A scene run with its trace streamed, as a text timeline, JSON or a Perfetto trace: the graph
/// keeps a ring of recent ticks, and every ``TracingOption/streamedPiece`` ticks, at the end of a
/// frame, the ticks recorded since the last piece are written and left to the ring to drop. Memory
/// stays flat however long the run, and the output is the whole trace's, byte for byte (see
/// ``TraceStreamWriter``).
///
/// When the run goes on long after the scene's own duration and its last scripted step, and the
/// graph is still animating then (a `repeatForever` animation never goes idle), one line on
/// standard error estimates how long the run will take.
final class StreamedTrace {
    /// How many events a streamed run records and writes a second, about: `pulse` for 10,000 s
    /// (1.44 million events) took 13 s with a release build on a 2-core Intel Xeon (family 6, model
    /// 207) under KVM shared with other builds, its text going to /dev/null. The estimate is this
    /// rate, not a clock, so it says the same every run; a faster machine beats it.
    static let eventsPerSecond = 100_000.0
    /// The least estimated time, in seconds, that is worth a line on standard error.
    static let longRun = 10.0

    private let scene: SceneOptions
    private let write: (Data) -> Void
    private let warn: (String) -> Void
    private var stream: any TraceStreamWriter
    private var nextTick = 0
    private var events = 0
    private var hasWritten = false

    /// A run of `scene` that writes its trace with `stream` through `write`, and its estimate
    /// through `warn`.
    init(
        _ scene: SceneOptions, stream: any TraceStreamWriter, write: @escaping (Data) -> Void,
        warn: @escaping (String) -> Void
    ) {
        self.scene = scene
        self.stream = stream
        self.write = write
        self.warn = warn
    }

    /// Runs the scene, writing its trace as it goes.
    func run() {
        let graph = AnimationGraph(
            framesPerSecond: scene.framesPerSecond, tracing: TracingOption.Mode.streamed.traceMode)
        let script = scene.scene.build(graph)
        let end = scene.until ?? scene.scene.duration
        // The time by which the scene has done what it scripts.
        let settled = min(end, script.steps.map(\.time).reduce(scene.scene.duration, max))
        var hasEstimated = false
        graph._frameEnded = { [unowned self, unowned graph] in
            if graph.tickCount - nextTick >= TracingOption.streamedPiece { writePiece(of: graph) }
            if !hasEstimated && graph.time >= settled {
                hasEstimated = true
                estimate(graph, end: end)
            }
        }
        script.run(on: graph, until: end)
        graph._frameEnded = nil
        writePiece(of: graph)
        write(stream.finish())
    }

    /// Writes the ticks recorded since the last piece; a piece without ticks only when nothing has
    /// been written yet, for the form's opening.
    private func writePiece(of graph: AnimationGraph) {
        let piece = graph.trace(fromTick: nextTick)
        precondition(
            piece.droppedTickCount <= nextTick,
            "The streamed trace dropped ticks \(nextTick)..<\(piece.droppedTickCount) before they were written.")
        guard let last = piece.ticks.last else {
            if !hasWritten {
                hasWritten = true
                write(stream.write(piece))
            }
            return
        }
        for tick in piece.ticks { events += tick.events.count }
        nextTick = last.index + last.frameCount
        hasWritten = true
        write(stream.write(piece))
    }

    /// The line on standard error for a run that stays busy long after the scene has settled.
    private func estimate(_ graph: AnimationGraph, end: Double) {
        guard graph.isAnimating else { return }
        writePiece(of: graph)
        let framesRun = Double(graph.frame + 1)
        let framesLeft = (end - graph.time) * scene.framesPerSecond
        let eventsPerFrame = Double(events) / framesRun
        let seconds = framesLeft * eventsPerFrame / Self.eventsPerSecond
        guard seconds >= Self.longRun else { return }
        warn(
            "\(scene.scene.name) never goes idle: it animates through all \(TraceValue.format(end, digits: 0)) s, "
                + "\(Self.count(framesLeft)) more frames of about \(TraceValue.format(eventsPerFrame, digits: 1)) "
                + "events each; writing them takes about \(Self.duration(seconds)). A shorter --until ends sooner.\n")
    }

    /// A whole number with thousands separated: `599,820`.
    static func count(_ value: Double) -> String {
        let digits = Array(String(Int(value.rounded())))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    /// `40 seconds`, `12 minutes`, `3.5 hours`.
    static func duration(_ seconds: Double) -> String {
        if seconds < 120 { return "\(Int(seconds.rounded())) seconds" }
        if seconds < 7_200 { return "\(Int((seconds / 60).rounded())) minutes" }
        return "\(TraceValue.format(seconds / 3_600, digits: 1)) hours"
    }
}
