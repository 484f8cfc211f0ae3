import Animatic
import AnimaticScenes
import Foundation
import Testing

@testable import AnimaticLive
@testable import AnimaticPlaygrounds

/// A live session is a script written as it runs: its trace is the scripted run's, byte for byte.
@Suite("live session")
struct LiveSessionTests {
    /// The trace as JSON, its keys sorted: the bytes two traces are compared by.
    static func bytes(_ graph: AnimationGraph) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(TraceJSON(graph.trace))
    }

    /// Plays `frames` frames, one request at a time, as the page does.
    static func play(_ session: LiveSession, frames: Int) {
        for _ in 0..<frames { session.advance() }
    }

    @Test("the counter tapped live gives the trace of the same tap scripted, idle runs included")
    func counterMatchesItsScript() throws {
        let session = LiveSession(scene: .counter, keptTicks: 10_000)
        Self.play(session, frames: 6)
        try session.tap("CounterExample")
        // The tap applies in frame 7; its linear animation of 2 s ends 120 frames later, and the
        // graph is idle until the second tap: a run the scripted clock skips as one tick.
        Self.play(session, frames: 200)
        try session.tap("CounterExample")
        Self.play(session, frames: 30)
        session.catchUp()
        #expect(session.taps.map(\.frame) == [7, 208])
        #expect(session.frame == 238)

        // The same taps written as a scene's script, as "Copy as Swift" gives them.
        let scripted = Scene(
            name: "counter", summary: "", explanation: "", duration: 238.0 / 60,
            view: GraphExplainer.CounterExample(),
            script: session.taps.map { .tap($0.label, at: Double($0.timeText)!) })
        let graph = scripted.run(until: 238.0 / 60, tracing: .lastTicks(10_000))
        #expect(try Self.bytes(session.graph) == Self.bytes(graph))
        // An idle run was skipped as one tick, as the scripted clock skips it.
        #expect(session.graph.trace.ticks.contains { $0.frameCount > 1 })
        #expect(try Self.bytes(session.scriptedRun(tracing: .lastTicks(10_000)).graph) == Self.bytes(graph))
    }

    @Test("batter-gauge tapped live, with its timeline and springs, gives its script's trace")
    func batterGaugeMatchesItsScript() throws {
        let session = LiveSession(scene: .batterGauge, keptTicks: 10_000)
        Self.play(session, frames: 29)
        try session.tap("Add Batter")
        Self.play(session, frames: 45)
        try session.tap("Add Batter")
        try session.tap("Pour Out")
        Self.play(session, frames: 300)
        session.catchUp()
        let scripted = session.scriptedRun(tracing: .lastTicks(10_000))
        #expect(try Self.bytes(session.graph) == Self.bytes(scripted.graph))
        // Two taps in a row apply in consecutive frames.
        #expect(session.taps.map(\.frame) == [30, 76, 77])
    }

    /// `text` with each run of spaces as one: the timeline pads its column of names to the longest
    /// name of the ticks it words, which a frame alone and a whole run need not share.
    static func collapsed(_ text: some StringProtocol) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    @Test("every frame that runs keeps its timeline: what ran and why, as the scripted run words that frame")
    func frameTimeline() throws {
        let session = LiveSession(scene: .counter, keptTicks: 10_000)
        Self.play(session, frames: 5)
        try session.tap("CounterExample")
        // The tap's frame 6, after the idle frames 1–5 the tap's step ran first.
        #expect(session.lastTimeline.first == "frames 1–5   idle")
        #expect(session.lastTimeline.contains { $0.hasPrefix("frame 6 ") })
        #expect(session.lastTimeline.contains { Self.collapsed($0) == "set CounterExample.value 0 → 100 in T1" })
        var seen = session.lastTimeline
        for _ in 0..<40 {
            session.advance()
            // Each frame of the animation runs, and its lines name that frame first.
            #expect(session.lastTimeline.first?.hasPrefix("frame \(session.frame) ") == true)
            seen += session.lastTimeline
        }
        // The lines of frames 1–46, one frame at a time, are the scripted run's timeline of them.
        let scripted = Scene(
            name: "counter", summary: "", explanation: "", duration: 46.0 / 60, view: GraphExplainer.CounterExample(),
            script: [.tap("CounterExample", at: 0.1)]
        ).run(until: 46.0 / 60, tracing: .unbounded)
        let expected = scripted.trace.timeline().split(separator: "\n").map(Self.collapsed)
        let tapFrame = try #require(expected.firstIndex { $0.hasPrefix("frames 1–5") })
        #expect(seen.map(Self.collapsed) == Array(expected[tapFrame...]))
    }

    @Test("a scene built by hand is tapped by its script's step labels")
    func byHand() throws {
        let session = LiveSession(scene: .counterByHand, keptTicks: 10_000)
        #expect(session.tappableLabels == ["tap"])
        Self.play(session, frames: 3)
        try session.tap("tap")
        Self.play(session, frames: 150)
        session.catchUp()
        #expect(try Self.bytes(session.graph) == Self.bytes(session.scriptedRun(tracing: .lastTicks(10_000)).graph))
    }

    @Test("a label nothing has is refused, naming what can be tapped")
    func unknownLabel() {
        let session = LiveSession(scene: .counter)
        #expect(throws: LiveSession.TapError.unknownLabel("Like", tappable: ["CounterExample"])) {
            try session.tap("Like")
        }
        #expect(session.taps.isEmpty)
        #expect(session.frame == 0)
    }

    @Test(
        "a tap's time is the shortest decimal whose first frame is the tap's",
        arguments: [
            // 6/60 = 0.1 exactly; 7/60 = 0.11666…, and 0.1 is frame 6, 0.11 × 60 = 6.6 is frame 7;
            // 21/60 = 0.35; 0 is frame 0; at 7.5 frames per second, frame 1 is 0.1333…: 0.1 × 7.5
            // = 0.75 is frame 1.
            (6, 60.0, "0.1"), (7, 60.0, "0.11"), (21, 60.0, "0.35"), (0, 60.0, "0.0"), (1, 7.5, "0.1"),
        ])
    func shortestTime(frame: Int, framesPerSecond: Double, expected: String) {
        #expect(LiveSession.Tap.shortestTime(frame: frame, framesPerSecond: framesPerSecond) == expected)
    }

    @Test("the session as Swift is a scene's script of taps")
    func swiftScript() throws {
        let session = LiveSession(scene: .counter)
        #expect(session.swiftScript == "script: []\n")
        Self.play(session, frames: 5)
        try session.tap("CounterExample")
        #expect(session.swiftScript == "script: [\n    .tap(\"CounterExample\", at: 0.1),\n]\n")
        #expect(LiveSession.swiftLiteral("say \"hi\"\\") == #""say \"hi\"\\""#)
    }

    @Test("a long session keeps as many ticks and screens as it is told to, however long it plays")
    func bounded() throws {
        let session = LiveSession(scene: .batterGauge, keptTicks: 50)
        for round in 0..<20 {
            Self.play(session, frames: 50)
            try session.tap(round.isMultiple(of: 2) ? "Add Batter" : "Pour Out")
        }
        #expect(session.graph.trace.ticks.count <= 50)
        #expect(session.screens.count <= 51)
        #expect(session.frame == 20 * 51)
    }
}
