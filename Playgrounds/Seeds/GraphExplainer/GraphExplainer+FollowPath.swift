import Animatic
import Foundation

extension GraphExplainer {
    /// The seed's `FollowPath` modifier: `progress` is interpolated, and `body` positions the
    /// content at the end of the path trimmed to it. `path` is a `Path`, which is `Animatable`
    /// with no animatable data, so synthesis takes it and it never interpolates.
    struct FollowPath: AutoAnimatable, Equatable {
        var progress: Double
        let path: Path

        /// The modifier's body: `content.position(point)`, as the point.
        var position: CGPoint {
            path.trimmedPath(from: 0, to: progress).currentPoint ?? .zero
        }
    }
}
