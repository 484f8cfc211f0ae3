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
