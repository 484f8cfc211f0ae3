import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 002's `WiggleExample`: an animatable modifier driven by a progress value.
    public static let wiggle = Scene(
        name: "wiggle",
        summary: "Seed 002's WiggleExample: an animatable progress drives a sine-wave wiggle",
        explanation: """
            Seed 002's `WiggleExample`, as written: a tap runs \
            `withAnimation(.linear(duration: 1)) { value += 1 }`, and the `Wiggle` modifier, \
            animatable through its `progress`, rotates its content by \
            `sin(progress * 4 * .pi) * 15` degrees. The state jumps from 0 to 1 with no values \
            in between; the animatable node `Wiggle` interpolates `progress`, reading the time \
            while it runs, `Wiggle.body` runs every frame, and the `rotationEffect` below \
            follows: 15° at a quarter of a wiggle, back to 0 at a half, −15° at three quarters, \
            twice over. Compare with `wiggle-keyframes`, the same motion from a keyframe \
            animator, and with `wiggle-by-hand`, the same graph built by hand.
            """,
        duration: 1.25,
        view: GraphExplainer.WiggleExample(),
        script: [.tap("WiggleExample", at: 0.1)]
    )
}
