import Foundation

/// The builder that creates keyframes from the tracks you list.
///
/// Mirrors SwiftUI's `KeyframesBuilder`: list ``KeyframeTrack``s; `if`, `if`/`else`, `for` loops
/// and availability checks work as in any result builder. A timeline of one track may list its
/// keyframes directly, with no `KeyframeTrack`, as in SwiftUI: they form one track that animates
/// the whole value.
///
///     KeyframeTimeline(initialValue: CGPoint.zero) {
///         CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///         CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
///     }
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A set of tracks built by ``KeyframesBuilder``.
    public struct Content: Keyframes {
        /// The tracks listed, in order.
        internal let _listedTracks: [_KeyframeTrackDescriptor<Value>]
        /// Keyframes listed with no track around them, if any.
        internal let _loose: _LooseKeyframes<Value>?

        internal init(_tracks: [_KeyframeTrackDescriptor<Value>], loose: _LooseKeyframes<Value>? = nil) {
            _listedTracks = _tracks
            _loose = loose
        }

        /// The tracks, in order: those listed, then one whole-value track of the loose keyframes.
        public var _tracks: [_KeyframeTrackDescriptor<Value>] {
            guard let loose = _loose else { return _listedTracks }
            return _listedTracks + [loose.makeTrack(loose.keyframes)]
        }
    }

    /// Accepts a track, or any keyframes, for the builder's value type.
    ///
    /// - Parameter expression: A track or a built set of tracks.
    /// - Returns: Its tracks.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> Content where K.Value == Value {
        Content(_tracks: expression._tracks)
    }

    /// Accepts a keyframe listed with no track around it: it joins the timeline's one
    /// whole-value track.
    ///
    /// - Parameter expression: A keyframe, or keyframes built together.
    /// - Returns: The keyframes, to become one track.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> Content where K.Value == Value {
        Content(_tracks: [], loose: _LooseKeyframes(expression))
    }

    /// Joins sets of tracks in order; loose keyframes join one track, in order.
    ///
    /// - Parameter components: The sets.
    /// - Returns: Their tracks, one after another.
    public static func buildBlock(_ components: Content...) -> Content {
        _join(components)
    }

    /// The tracks of `components` in order, and their loose keyframes in order.
    internal static func _join(_ components: [Content]) -> Content {
        var loose: _LooseKeyframes<Value>?
        for component in components {
            guard let next = component._loose else { continue }
            loose = loose?.appending(next) ?? next
        }
        return Content(_tracks: components.flatMap(\._listedTracks), loose: loose)
    }

    /// Tracks that appear only when a condition holds.
    ///
    /// - Parameter component: The tracks, or `nil`.
    /// - Returns: The tracks, or none.
    public static func buildOptional(_ component: Content?) -> Content {
        component ?? Content(_tracks: [])
    }

    /// The tracks of the first branch of a condition.
    ///
    /// - Parameter component: The tracks.
    /// - Returns: The same tracks.
    public static func buildEither(first component: Content) -> Content {
        component
    }

    /// The tracks of the second branch of a condition.
    ///
    /// - Parameter component: The tracks.
    /// - Returns: The same tracks.
    public static func buildEither(second component: Content) -> Content {
        component
    }

    /// The tracks of every iteration of a loop, in order.
    ///
    /// - Parameter components: The tracks of each iteration.
    /// - Returns: All of them.
    public static func buildArray(_ components: [Content]) -> Content {
        _join(components)
    }

    /// Tracks inside an availability check.
    ///
    /// - Parameter component: The tracks.
    /// - Returns: The same tracks.
    public static func buildLimitedAvailability(_ component: Content) -> Content {
        component
    }
}
