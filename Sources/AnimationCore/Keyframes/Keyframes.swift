import Foundation

/// A type that defines changes to a value over time.
///
/// Mirrors SwiftUI's `Keyframes`: ``KeyframeTrack`` conforms, and so does what ``KeyframesBuilder``
/// builds from several tracks. A ``KeyframeTimeline`` plays them.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value

    /// The tracks, in order. An implementation detail of the built-in keyframes.
    var _tracks: [_KeyframeTrackDescriptor<Value>] { get }
}

/// One keyframe track of any kind, ready to be resolved against a timeline's initial value.
///
/// An implementation detail of ``Keyframes``: public only because the protocol's requirement
/// names it. Its contents are internal.
public struct _KeyframeTrackDescriptor<Root> {
    /// Resolves the track against the root's initial value.
    internal let _resolve: (Root) -> _ResolvedKeyframeTrack<Root>
}

/// A keyframe track resolved against an initial value: its duration and how it writes its value
/// at a time into the root.
internal struct _ResolvedKeyframeTrack<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}
