import Animatic
import AnimaticTestSupport
import Testing

/// An animatable node keeps only its value until its first change with an animation, and makes
/// its animator then. These check that the animator it makes late is the one it would have had
/// from its first value: a node driven by seeded programs of jumps and animated writes presents,
/// frame by frame, exactly what an ``Animator`` made at the node's first value and driven by hand
/// with the same changes at the same frames presents.
@Suite("Resting nodes")
struct RestingNodeTests {
    /// A change with an animation or none, as a program writes it.
    static func animation(_ random: inout SplitMix64) -> Animation? {
        switch random.int(below: 6) {
        case 0, 1: return nil
        case 2: return .linear(duration: 0.05 + random.unit() * 0.4)
        case 3: return .easeInOut(duration: 0.05 + random.unit() * 0.4)
        case 4: return .spring(response: 0.2 + random.unit() * 0.3, dampingFraction: 0.5 + random.unit() * 0.5)
        default: return .bouncy
        }
    }

    @Test("a node that jumped at rest animates as one that had its animator from its first value", arguments: 0..<40)
    func lateAnimatorMatchesEarlyOne(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let graph = AnimationGraph()
        let first = Double(random.int(below: 100))
        let state = graph.state(first, name: "value")
        let node = graph.animatable(name: "node") { state.value }
        graph.update()
        var oracle = Animator(value: first, framesPerSecond: graph.framesPerSecond)
        // Frame by frame, the oracle asked at every frame as the node is: a spring's state moves
        // with each step.
        func nextFrame(_ what: String, applying change: (() -> Void)? = nil) {
            let time = Double(graph.frame + 1) / graph.framesPerSecond
            if let change { graph.advance(to: time, applying: change) } else { graph.advance(to: time) }
            let expected = oracle.value(atFrame: graph.frame)
            #expect(node.value == expected, "seed \(seed), frame \(graph.frame): \(what)")
        }
        for step in 0..<12 {
            for _ in 0..<random.int(below: 20) { nextFrame("an idle frame before step \(step)") }
            // Jumps first, then any change: the first animated write makes the node's animator.
            let animation = step < 3 ? nil : Self.animation(&random)
            let value = random.chance(percent: 20) ? state.value : Double(random.int(below: 200)) - 100
            let written = "step \(step), the write of \(value) with \(animation.map { "\($0)" } ?? "no animation")"
            nextFrame(written) {
                graph.withAnimation(animation) { state.value = value }
                if value != oracle.target { oracle.retarget(to: value, animation: animation, atFrame: graph.frame) }
            }
        }
        graph.advance(by: 5)
        #expect(node.value == oracle.target)
        #expect(!graph.isAnimating)
    }

    @Test("a node's first animation after jumps is numbered A1 and starts from the value it jumped to")
    func firstAnimationAfterJumps() {
        let graph = AnimationGraph()
        let state = graph.state(0.0, name: "value")
        let node = graph.animatable(name: "node") { state.value }
        graph.update()
        state.value = 40
        graph.update()
        state.value = 60
        graph.update()
        #expect(node.value == 60)
        graph.withAnimation(.linear(duration: 1)) { state.value = 160 }
        graph.advance(by: 0.5)
        #expect(abs(node.value - 110) < 1e-9, "halfway from the jumped-to 60 towards 160")
        let events = graph.trace.ticks.flatMap(\.events).map(\.description)
        #expect(events.contains { $0.hasPrefix("animation A1 started on node") }, "\(events)")
    }
}
