import Animatic
import AnimaticScenes

extension Scene {
    /// The seed's wiggle as an animatable modifier driven by a progress value.
    public static let wiggle = Scene(
        name: "wiggle",
        summary: "An animatable progress value drives a sine-wave wiggle",
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
        let wiggle = graph.animatable(name: "Wiggle") { Wiggle(progress: value.value) }
        _ = graph.rule(name: "rotationEffect") { wiggle.value.degrees }
        return Script([
            .init(at: 0.1, "tap") { graph.withAnimation(.linear(duration: 1)) { value.value += 1 } }
        ])
    }
}
