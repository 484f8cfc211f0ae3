import Foundation

/// A sequence of keyframes animating a single property of a root type.
///
/// Mirrors SwiftUI's `KeyframeTrack`. The key-path form animates one property of the value a
/// ``KeyframeTimeline`` plays; the root form animates the whole value:
///
///     struct Values { var scale = 1.0; var offset = 0.0 }
///     KeyframeTimeline(initialValue: Values()) {
///         KeyframeTrack(\.scale) {
///             LinearKeyframe(1.5, duration: 0.2)
///             SpringKeyframe(1.0, spring: .bouncy)
///         }
///         KeyframeTrack(\.offset) {
///             CubicKeyframe(-20, duration: 0.3)
///             CubicKeyframe(0, duration: 0.3)
///         }
///     }
///     KeyframeTimeline(initialValue: 0.0) {
///         KeyframeTrack {
///             LinearKeyframe(10.0, duration: 1)
///         }
///     }
///
/// The track starts from the property's value in the timeline's initial value. A track with no
/// keyframes leaves the property at its initial value and lasts no time. When several tracks
/// address the same property the later one wins.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
    internal let _keyPath: WritableKeyPath<Root, Value>
    internal let _content: Content

    /// Creates a track that animates the property at the given key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: The keyframes, in order.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        _keyPath = keyPath
        _content = content()
    }

    /// Creates a track that animates the whole root value.
    ///
    /// - Parameter content: The keyframes, in order.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        _keyPath = \Root.self
        _content = content()
    }

    /// The track, ready to resolve against a timeline's initial value.
    public var _tracks: [_KeyframeTrackDescriptor<Root>] {
        let keyPath = _keyPath
        let keyframes = _content._keyframes
        return [
            _KeyframeTrackDescriptor { root in
                let segments = _KeyframeSegments(initialValue: root[keyPath: keyPath], keyframes: keyframes)
                return _ResolvedKeyframeTrack(duration: segments.duration) { root, time in
                    root[keyPath: keyPath] = segments.value(at: time)
                }
            }
        ]
    }
}
