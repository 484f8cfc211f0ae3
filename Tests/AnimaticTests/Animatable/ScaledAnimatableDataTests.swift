import Animatic
import Foundation
import Testing

/// An angle's animatable data is its radians × 128 (a unit point's coordinates the same), and
/// everything that measures animatable data measures that figure.
@Suite("Scaled animatable data")
struct ScaledAnimatableDataTests {
    /// The frame in which a spring animating `node` from `from` to `to` comes to rest.
    static func restFrame<Value: Animatable & Equatable & Sendable>(
        from: Value, to: Value, animation: Animation = .spring(duration: 0.5)
    ) -> Int? where Value.AnimatableData: Sendable {
        let graph = AnimationGraph()
        let state = graph.state(from, name: "value")
        let node = graph.animatable(name: "node") { state.value }
        _ = node.value
        graph.withAnimation(animation) { state.value = to }
        for frame in 1...600 {
            graph.advance(to: Double(frame) / 60)
            if !graph.isAnimating { return frame }
        }
        return nil
    }

    @Test("a spring turning an angle rests as a value moving 128 units per radian does")
    func angleRestsScaled() throws {
        let angle = try #require(Self.restFrame(from: Angle.zero, to: .degrees(90)))
        let scaled = try #require(Self.restFrame(from: 0.0, to: 128 * .pi / 2))
        let unscaled = try #require(Self.restFrame(from: 0.0, to: Double.pi / 2))
        #expect(angle == scaled)
        #expect(angle > unscaled, "the rest thresholds are absolute: 201 units take longer to settle than 1.57")
        let point = try #require(Self.restFrame(from: UnitPoint.zero, to: .bottomTrailing))
        let pair = try #require(
            Self.restFrame(from: AnimatablePair(CGFloat(0), CGFloat(0)), to: AnimatablePair(CGFloat(128), CGFloat(128)))
        )
        #expect(point == pair)
    }

    @Test("a merged spring carries the velocity of the scaled data")
    func mergedVelocity() {
        var animator = Animator(value: Angle.zero.animatableData, framesPerSecond: 60)
        animator.retarget(to: Angle.degrees(90).animatableData, animation: .spring(duration: 0.5), atFrame: 0)
        _ = animator.value(atFrame: 6)
        // A merge keeps the velocity: retargeted to where it is, the value keeps moving that way.
        let here = animator.presentedValue
        animator.retarget(to: here, animation: .spring(duration: 0.5), atFrame: 6)
        let next = animator.value(atFrame: 7)
        let spring = Spring(duration: 0.5)
        let velocity = spring.velocity(target: 128 * Double.pi / 2, time: 0.1)
        // One frame on, the value has moved by about velocity / 60, in units of radians × 128.
        #expect(abs((next - here) - velocity / 60) < 0.25 * abs(velocity / 60))
        #expect(velocity > 100, "hundreds of units per second, not the 1.57 rad/s scale")
    }

    @Test("the timeline and the JSON show an angle's data and its degrees")
    func traceShowsBoth() throws {
        let graph = AnimationGraph()
        let angle = graph.state(Angle.zero, name: "angle")
        let node = graph.animatable(name: "Rotation") { angle.value }
        _ = node.value
        graph.withAnimation(.linear(duration: 0.5)) { angle.value = .degrees(90) }
        graph.advance(to: 0.25)
        let timeline = graph.trace.timeline()
        #expect(timeline.contains("model 0 → 201.062"), "the data: π/2 × 128")
        #expect(timeline.contains("42° → 45°"), "the value: degrees")
        let json = TraceJSON(graph.trace)
        let events = json.ticks.flatMap(\.events)
        let model = try #require(events.first { $0.kind == "modelChanged" })
        #expect(model.to?.number == 128 * .pi / 2)
        #expect(events.contains { $0.kind == "evaluated" && $0.to?.text == "45°" })
    }
}
