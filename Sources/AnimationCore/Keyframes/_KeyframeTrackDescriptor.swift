import Foundation

/// One keyframe track of any kind, ready to be resolved against a timeline's initial value.
///
/// An implementation detail of ``Keyframes``: public only because the protocol's requirement
/// names it. Its contents are internal.
public struct _KeyframeTrackDescriptor<Root> {
    /// Resolves the track against the root's initial value.
    internal let _resolve: (Root) -> _ResolvedKeyframeTrack<Root>
}
