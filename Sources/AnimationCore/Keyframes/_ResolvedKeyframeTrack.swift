import Foundation

/// A keyframe track resolved against an initial value: its duration and how it writes its value
/// at a time into the root.
internal struct _ResolvedKeyframeTrack<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}
