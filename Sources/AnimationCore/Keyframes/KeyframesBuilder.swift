import Foundation

/// The builder that creates keyframes from the tracks you list.
///
/// Mirrors SwiftUI's `KeyframesBuilder`: list ``KeyframeTrack``s; `if`, `if`/`else`, `for` loops
/// and availability checks work as in any result builder.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A set of tracks built by ``KeyframesBuilder``.
    public struct Content: Keyframes {
        /// The tracks, in order.
        public let _tracks: [_KeyframeTrackDescriptor<Value>]
    }

    /// Accepts a track, or any keyframes, for the builder's value type.
    ///
    /// - Parameter expression: A track or a built set of tracks.
    /// - Returns: Its tracks.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> Content where K.Value == Value {
        Content(_tracks: expression._tracks)
    }

    /// Joins sets of tracks in order.
    ///
    /// - Parameter components: The sets.
    /// - Returns: Their tracks, one after another.
    public static func buildBlock(_ components: Content...) -> Content {
        Content(_tracks: components.flatMap(\._tracks))
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
        Content(_tracks: components.flatMap(\._tracks))
    }

    /// Tracks inside an availability check.
    ///
    /// - Parameter component: The tracks.
    /// - Returns: The same tracks.
    public static func buildLimitedAvailability(_ component: Content) -> Content {
        component
    }
}
