import Foundation

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// Mirrors SwiftUI's `KeyframeTrackContent`. ``LinearKeyframe``, ``SpringKeyframe``,
/// ``CubicKeyframe`` and ``MoveKeyframe`` conform, and so does what
/// ``KeyframeTrackContentBuilder`` builds from them. Animatic does not support custom
/// conformances composed through a `body`; build sequences with the builder instead.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable

    /// The keyframes, in order. An implementation detail of the built-in keyframes.
    var _keyframes: [_ResolvedKeyframe<Value>] { get }
}
