import Animatic
import Foundation
import Testing

/// Parameters SwiftUI accepts but a reader may not expect are run as SwiftUI runs them, and the
/// trace says so when the animation starts: in the timeline, the JSON and the events.
@Suite("Animation warnings in the trace")
struct AnimationWarningTests {
    @Test("delay(-0.2) starts 0.2 s in, and the timeline says so in the frame it starts")
    func negativeDelay() throws {
        let graph = AnimationGraph(tracing: .unbounded)
        let level = graph.state(0.0, name: "level")
        let gauge = graph.animatable(name: "gauge") { level.value }
        graph.update()
        graph.withAnimation(.linear(duration: 1).delay(-0.2)) { level.value = 100 }
        graph.update()
        // Frame 0's second pass: the base sees max(0, 0 + 0.2), 20 % of the change.
        #expect(abs(gauge.value - 20) < 1e-9)
        graph.advance(to: 0.8)
        #expect(gauge.value == 100)
        graph.advance(to: 0.9)
        #expect(!graph.isAnimating)
        let message = "delay −0.2 s: starts 0.2 s into the animation, as SwiftUI does"
        #expect(graph.trace.timeline().contains("· warning: \(message)"))
        let warnings = graph.trace.ticks.flatMap(\.events).filter {
            if case .animationWarning = $0 { return true }
            return false
        }
        #expect(warnings.map(\.description) == ["warning on gauge: \(message)"])
        let json = TraceJSON(graph.trace)
        let events = json.ticks.flatMap(\.events).filter { $0.kind == "animationWarning" }
        #expect(events.map(\.message) == [message])
        let decoded = try TraceJSON(decoding: json.encoded())
        #expect(decoded.ticks.flatMap(\.events).contains { $0.message == message })
    }

    @Test("an ordinary animation carries no warning")
    func noWarning() {
        let graph = AnimationGraph(tracing: .unbounded)
        let level = graph.state(0.0, name: "level")
        _ = graph.animatable(name: "gauge") { level.value }
        graph.update()
        graph.withAnimation(.spring.delay(0.2)) { level.value = 100 }
        graph.advance(to: 2)
        #expect(!graph.trace.timeline().contains("warning"))
    }
}
