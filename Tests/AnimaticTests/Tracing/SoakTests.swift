import Animatic
import Testing

/// A `repeatForever` animation run for a million frames: the bounded trace keeps the latest ticks
/// only, so memory stays flat, and the value never leaves its range. (The release benchmark
/// measures the resident memory of the same run: `animatic-bench --filter soak`.)
@Suite("Soak")
struct SoakTests {
    @Test("1,000,000 frames of repeatForever with a bounded trace")
    func millionFrames() {
        let graph = AnimationGraph(tracing: .lastTicks(100))
        let value = graph.state(0.0, name: "value")
        let pulse = graph.animatable(name: "pulse") { value.value }
        graph.update()
        graph.withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { value.value = 100 }
        var low = Double.infinity
        var high = -Double.infinity
        for frame in stride(from: 1_000, through: 1_000_000, by: 1_000) {
            graph.advance(to: Double(frame) / 60)
            low = min(low, pulse.value)
            high = max(high, pulse.value)
        }
        let trace = graph.trace
        #expect(graph.frame == 1_000_000)
        #expect(graph.isAnimating)
        #expect(trace.ticks.count == 100)
        #expect(trace.droppedTickCount == graph.tickCount - 100)
        #expect(trace.ticks.last?.frame == 1_000_000)
        #expect(low >= 0 && high <= 100)
        #expect(high - low > 50)
    }
}
