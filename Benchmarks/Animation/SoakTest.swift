import Animatic
import Foundation

/// The soak: a `repeatForever` animation run for a million frames with a bounded trace.
///
/// Memory is read from the resident set size at 100,000 frames and at the end: with a bounded
/// trace the two are the same within noise, whatever the number of frames.
enum SoakTest {
    struct Result {
        let frames: Int
        let seconds: Double
        let residentAfterWarmUp: Int
        let residentAtEnd: Int
        let ticksKept: Int
        let valueRange: ClosedRange<Double>
    }

    static func run(frames: Int = 1_000_000, keptTicks: Int = 1_000) -> Result {
        let graph = AnimationGraph(tracing: .lastTicks(keptTicks))
        let value = graph.state(0.0, name: "value")
        let pulse = graph.animatable(name: "pulse") { value.value }
        _ = graph.rule(name: "pulse.body") { Int(pulse.value) }
        graph.update()
        graph.withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { value.value = 100 }
        var low = Double.infinity
        var high = -Double.infinity
        var residentAfterWarmUp = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for frame in 1...frames {
            graph.advance(to: Double(frame) / 60)
            let presented = pulse.value
            low = min(low, presented)
            high = max(high, presented)
            if frame == min(100_000, frames) { residentAfterWarmUp = MemoryUsage.residentBytes() }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if !graph.isAnimating { fail("soak: the repeatForever animation stopped") }
        if low < 0 || high > 100 { fail("soak: the value left 0...100: \(low)...\(high)") }
        return Result(
            frames: frames, seconds: seconds, residentAfterWarmUp: residentAfterWarmUp,
            residentAtEnd: MemoryUsage.residentBytes(), ticksKept: graph.trace.ticks.count, valueRange: low...high)
    }
}
