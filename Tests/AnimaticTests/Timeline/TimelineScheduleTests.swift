import Animatic
import Testing

@Suite("Timeline schedules")
struct TimelineScheduleTests {
    @Test(".animation produces an entry every frame and depends on time while it runs")
    func everyFrame() {
        let graph = AnimationGraph()
        let ripple = graph.timeline(name: "TimelineView", schedule: .animation)
        graph.advance(to: 0.1)
        #expect(ripple.value == 0.1)
        #expect(graph.isAnimating)
        #expect(graph.trace.ticksEvaluating("TimelineView").count == 7)
    }

    @Test(".animation(paused:) follows state: paused, it keeps its entry and drops the time edge")
    func pausedFromState() {
        let graph = AnimationGraph()
        let reduceMotion = graph.state(false, name: "reduceMotion")
        let ripple = graph.timeline(name: "TimelineView", schedule: .animation(paused: { reduceMotion.value }))
        graph.advance(to: 0.5)
        graph.advance(to: 0.5 + 1.0 / 60) { reduceMotion.value = true }
        let pausedAt = ripple.value
        #expect(!graph.isAnimating)
        graph.advance(to: 2)
        #expect(ripple.value == pausedAt)
        graph.advance(to: 3) { reduceMotion.value = false }
        #expect(ripple.value == 3)
        #expect(graph.isAnimating)
    }

    @Test(".animation(minimumInterval:) produces at most one entry per interval")
    func minimumInterval() {
        let graph = AnimationGraph()
        let ticker = graph.timeline(name: "ticker", schedule: .animation(minimumInterval: 0.25))
        graph.advance(to: 1)
        #expect(ticker.value == 1)
        #expect(graph.trace.samples(of: "ticker").map(\.value.number) == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test(".periodic(from:by:) produces entries on the period; nothing below runs in between")
    func periodic() {
        let graph = AnimationGraph()
        let clock = graph.timeline(name: "clock", schedule: .periodic(from: 0.5, by: 1))
        let label = graph.rule(name: "label") { "\(clock.value)" }
        graph.advance(to: 3)
        #expect(label.value == "2.5")
        #expect(graph.trace.samples(of: "label").map(\.value.description) == ["\"0.5\"", "\"1.5\"", "\"2.5\""])
    }

    @Test(".explicit produces its times, then stops depending on time")
    func explicit() {
        let graph = AnimationGraph()
        let node = graph.timeline(name: "explicit", schedule: .explicit([0.5, 0.25, 1]))
        graph.advance(to: 0.3)
        #expect(node.value == 0.25)
        #expect(graph.isAnimating)
        graph.advance(to: 1.1)
        #expect(node.value == 1)
        #expect(!graph.isAnimating)
        #expect(graph.trace.samples(of: "explicit").map(\.value.number) == [0.25, 0.5, 1])
    }
}
