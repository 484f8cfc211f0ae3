import Animatic
import AnimaticTestSupport
import Foundation
import Testing

/// Seeded random animations with delays from −0.2 s to 0.6 s, run frame by frame on a graph: a
/// negative delay starts the base part way through, as SwiftUI's formula max(0, t − d) does, and
/// nothing traps, presents NaN or fails to end on its target.
@Suite("Delay fuzz")
struct DelayFuzzTests {
    static func base(_ random: inout SplitMix64) -> Animation {
        let duration = 0.05 + random.unit() * 0.6
        switch random.int(below: 9) {
        case 0: return .linear(duration: duration)
        case 1: return .easeInOut(duration: duration)
        case 2: return .timingCurve(0.2, 0.8, 0.4, 1, duration: duration)
        case 3: return .spring(response: 0.2 + random.unit() * 0.5, dampingFraction: 0.4 + random.unit() * 0.8)
        case 4: return .spring
        case 5: return .snappy
        case 6: return .interpolatingSpring
        case 7: return .linear(duration: duration).repeatCount(1 + random.int(below: 3))
        default: return .bouncy(duration: 0.3 + random.unit() * 0.4)
        }
    }

    @Test("random animations with delays from −0.2 s to 0.6 s run clean", arguments: [1, 2, 3, 4] as [UInt64])
    func delays(_ seed: UInt64) {
        var random = SplitMix64(seed: 0xDE1A7 &+ seed)
        for _ in 0..<50 {
            let base = Self.base(&random)
            let delay = -0.2 + random.unit() * 0.8
            let animation = base.delay(delay)
            let target = Double(random.int(below: 400)) - 200
            let graph = AnimationGraph(tracing: .unbounded)
            let value = graph.state(0.0, name: "value")
            let node = graph.animatable(name: "node") { value.value }
            graph.update()
            graph.withAnimation(animation) { value.value = target }
            var frame = 0
            var context = AnimationContext<Double>()
            var baseContext = AnimationContext<Double>()
            while graph.isAnimating || frame == 0 {
                let presented = node.value
                #expect(presented.isFinite, "\(animation) at frame \(frame)")
                // The graph's value is the formula's: the base at max(0, t − d), from a context of
                // its own, once the whole animation is evaluated at t.
                let time = Double(frame) / 60
                if graph.isAnimating, animation.animate(value: target, time: time, context: &context) != nil {
                    let expected = base.animate(value: target, time: max(0, time - delay), context: &baseContext)
                    #expect(
                        abs(presented - (expected ?? target)) < 1e-9 * max(1, abs(target)),
                        "\(animation) at frame \(frame)")
                }
                frame += 1
                graph.advance(to: Double(frame) / 60)
                if frame > 60 * 30 { break }
            }
            #expect(!graph.isAnimating, "\(animation) still animating after 30 s")
            #expect(node.value == target)
            let warnings = graph.trace.ticks.flatMap(\.events).filter {
                if case .animationWarning = $0 { return true }
                return false
            }
            #expect(warnings.count == (delay < 0 ? 1 : 0), "\(animation)")
        }
    }
}
