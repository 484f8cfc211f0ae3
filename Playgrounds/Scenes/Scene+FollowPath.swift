import AnimaticScenes
import AnimaticUI

extension Scene {
    /// Seed 002's `FollowPathExample`: an interpolated progress picks a point on a curve.
    public static let followPath = Scene(
        name: "follow-path",
        summary: "Seed 002's FollowPathExample: an interpolated progress moves a dot along a curve",
        explanation: """
            Seed 002's `FollowPathExample`, as written, uses the same technique as its wiggle: \
            animate a progress from 0 to 1 and turn it into an effect, here a position on a \
            cubic curve, the current point of the path trimmed to `progress`. The tap sets \
            `value` to 1 in `withAnimation(.linear(duration: 3))`; the `FollowPath` modifier \
            interpolates `progress` (its `path` is `Animatable` with no animatable data, so it \
            never interpolates) and `FollowPath.body` positions the dot at the point. The \
            progress is linear in time, but the point does not move at a constant speed: the \
            trim fraction is measured along the curve's length, which the curve does not cover \
            evenly, as the seed notes. The `follow-path-by-hand` scene builds the same graph by \
            hand.
            """,
        duration: 3.2,
        view: GraphExplainer.FollowPathExample(),
        script: [.tap("FollowPathExample", at: 0.1)]
    )
}
