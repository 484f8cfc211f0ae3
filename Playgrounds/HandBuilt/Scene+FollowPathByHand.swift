import Animatic
import AnimaticScenes
import Foundation

extension Scene {
    /// Seed 002's follow-path modifier: an interpolated progress picks a point on a curve.
    public static let followPathByHand = Scene(
        name: "follow-path-by-hand",
        summary:
            "The graph of `follow-path` built by hand, node by node: a check of the graph made from seed 002's FollowPathExample",
        explanation: """
            Seed 002's `FollowPath` uses the same technique as its wiggle: animate a progress from \
            0 to 1 and turn it into an effect, here a position on a cubic curve, the current \
            point of the path trimmed to `progress`. The tap sets `value` to 1 in \
            `withAnimation(.linear(duration: 3))`; `FollowPath` interpolates `progress` (its \
            `path` is `Animatable` with no animatable data, so it never interpolates) and \
            `FollowPath.body` reads the point. The progress is linear in time, but the point does \
            not move at a constant speed: the trim fraction is measured along the curve's length, \
            which the curve does not cover evenly, as the seed notes.
            """,
        duration: 3.2
    ) { graph in
        let path = Path { path in
            path.move(to: .zero)
            path.addCurve(
                to: CGPoint(x: 140, y: 100), control1: CGPoint(x: 0, y: 180), control2: CGPoint(x: 140, y: -80))
        }
        let value = graph.state(0.0, name: "value")
        let followPath = graph.animatable(name: "FollowPath") {
            GraphExplainer.FollowPath(progress: value.value, path: path)
        }
        _ = graph.rule(name: "FollowPath.body") {
            let modifier = followPath.value
            return Path.short(modifier.path.trimmedPath(from: 0, to: modifier.progress).currentPoint ?? .zero)
        }
        return Script([
            .init(at: 0.1, "tap") {
                graph.withAnimation(.linear(duration: 3)) { value.value = value.value == 0 ? 1 : 0 }
            }
        ])
    }
}
