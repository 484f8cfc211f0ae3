import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// The seed's wiggle as an animatable modifier driven by a progress value.
    public static let wiggleByHand = Scene(
        name: "wiggle-by-hand",
        summary:
            "The graph of `wiggle` built by hand, node by node: a check of the graph made from seed 002's WiggleExample",
        explanation: """
            The seed's wiggle: a tap runs `withAnimation(.linear(duration: 1)) { value += 1 }`, and \
            the `Wiggle` modifier, animatable through its `progress`, rotates its content by \
            `sin(progress * 4 * .pi) * 15` degrees. The state jumps from 0 to 1 with no values in \
            between; the animatable node interpolates `progress`, reading the time while it runs, \
            and the rotation below follows: 15° at a quarter of a wiggle, back to 0 at a half, \
            −15° at three quarters, twice over. Compare with `wiggle-keyframes`, the same motion \
            from a keyframe animator.
            """,
        duration: 1.25
    ) { graph in
        let value = graph.state(0.0, name: "value")
        let wiggle = graph.animatable(name: "Wiggle") { GraphExplainer.Wiggle(progress: value.value) }
        _ = graph.rule(name: "rotationEffect") { sin(wiggle.value.progress * 4 * .pi) * 15 }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.linear(duration: 1)) { value.value += 1 } }
        ])
    }
}
