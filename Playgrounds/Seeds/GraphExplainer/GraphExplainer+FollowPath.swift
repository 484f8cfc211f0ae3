import AnimaticUI

// Seed 002's code as written, with `@Animatable` written as a conformance to `AutoAnimatable`.

extension GraphExplainer {
    struct FollowPath: ViewModifier, AutoAnimatable {
        var progress: Double
        let path: Path
        func body(content: Content) -> some View {
            let point =
                path
                .trimmedPath(from: 0, to: progress)
                .currentPoint ?? .zero
            content
                .position(point)
        }
    }
}

// Not in the seed: the hand-built graph of the differential check compares values as the view's
// node does, field by field.
extension GraphExplainer.FollowPath: Equatable {}
