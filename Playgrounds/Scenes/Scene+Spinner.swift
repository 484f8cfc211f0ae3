import AnimaticScenes
import AnimaticUI

extension Scene {
    /// A spinner started in `onAppear`: the appear action's transaction animates from the first value.
    public static let spinner = Scene(
        name: "spinner",
        summary: "A spinner started in onAppear turns from its first frame, for ever",
        explanation: """
            A loading spinner as apps write it: `onAppear { withAnimation(.linear(duration: 1)\
            .repeatForever(autoreverses: false)) { isRotating = true } }`. The `onAppear` node runs \
            once, in the first frame, after the views are built; its action runs before the frame \
            ends, and its write is applied in a pass of its own in the same frame, in the \
            action's transaction. So `rotationEffect` shows 0° in frame 0 and starts a repeating \
            animation there: 180° at 0.5 s, 360° at 1 s, and it depends on time for ever.
            """,
        duration: 1.2,
        view: Spinner(),
        script: []
    )
}
