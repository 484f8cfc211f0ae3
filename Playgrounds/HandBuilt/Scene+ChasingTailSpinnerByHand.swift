import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 003's challenge 3: both ends of the ring's trim animate, the tail 0.15 behind.
    public static let chasingTailSpinnerByHand = Scene(
        name: "chasing-tail-spinner-by-hand",
        summary:
            "The graph of `chasing-tail-spinner` built by hand, node by node: a check of the graph made from Animatic's ChasingTailSpinner",
        explanation: """
            Challenge 3 of seed 003 animates the ring's `trim(from:)` as well as `trim(to:)`, about \
            0.15 behind, for a segment running a lap rather than a ring filling. The tap sends \
            `head` to 1 in `withAnimation(.linear(duration: 1).repeatForever(autoreverses: \
            false))` and, in a second transaction, `tail` to 1 with the same animation delayed by \
            0.15 s. Both land on `Circle.trim`'s pair of fractions, where the second is combined \
            with the first, and combined animations chain, as they do in SwiftUI: the second \
            moves the whole pair from where the first has it to the target, head included. So \
            the segment is not a constant 0.15: it opens to about a third of the lap mid-lap and \
            closes to nothing at the end of each lap, a spinner that breathes. `ring.path` draws \
            the segment every frame (`animatic draw chasing-tail-spinner` shows it); the time \
            edge never goes, because both animations repeat for ever.
            """,
        duration: 2.5
    ) { graph in
        let head = graph.state(CGFloat(0), name: "head")
        let tail = graph.state(CGFloat(0), name: "tail")
        let ring = graph.animatable(name: "Circle.trim") { Circle().trim(from: tail.value, to: head.value) }
        _ = graph.rule(name: "ring.path") { ring.value.path(in: .canvas) }
        return Script([
            .init(at: 0.1, "start spinning") {
                graph.withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { head.value = 1 }
                graph.update()
                graph.withAnimation(.linear(duration: 1).repeatForever(autoreverses: false).delay(0.15)) {
                    tail.value = 1
                }
            }
        ])
    }
}
