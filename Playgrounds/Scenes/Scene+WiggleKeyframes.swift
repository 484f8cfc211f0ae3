import Animatic
import AnimaticScenes

extension Scene {
    /// The seed's wiggle built from a keyframe animator instead of an animatable modifier.
    public static let wiggleKeyframes = Scene(
        name: "wiggle-keyframes",
        summary: "A keyframe animator plays the wiggle once per tap",
        explanation: """
            The wiggle again, as `keyframeAnimator(initialValue: 0, trigger: taps)`: cubic keyframes \
            through 15°, −15°, 15°, −15° and back to 0 at the times where the sine of `wiggle` peaks \
            (0.125 s, 0.375 s, 0.625 s, 0.875 s, 1 s), so adjacent cubic keyframes form a smooth \
            spline. Nothing here is a transaction: the tap only changes `taps`, the animator's \
            trigger rule sees the change, and the node starts its run, reading the time until the \
            timeline ends, when it drops the time edge. The values are close to the sine, not equal: \
            a spline through the peaks is not a sine.
            """,
        duration: 1.25
    ) { graph in
        let taps = graph.state(0, name: "taps")
        let rotation = graph.keyframeAnimator(name: "wiggle", initialValue: 0.0, trigger: { taps.value }) {
            KeyframeTrack {
                CubicKeyframe(15.0, duration: 0.125)
                CubicKeyframe(-15.0, duration: 0.25)
                CubicKeyframe(15.0, duration: 0.25)
                CubicKeyframe(-15.0, duration: 0.25)
                CubicKeyframe(0.0, duration: 0.125)
            }
        }
        _ = graph.rule(name: "rotationEffect") { rotation.value }
        return Script([
            .init(at: 0.1, "tap") { taps.value += 1 }
        ])
    }
}
