import Foundation

/// The builder that creates keyframe track content from the keyframes you list.
///
/// Mirrors SwiftUI's `KeyframeTrackContentBuilder`: list keyframes in order; `if`, `if`/`else`,
/// `for` loops and availability checks work as in any result builder.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A sequence of keyframes built by ``KeyframeTrackContentBuilder``.
    public struct Content: KeyframeTrackContent {
        /// The keyframes, in order.
        public let _keyframes: [_ResolvedKeyframe<Value>]
    }

    /// Accepts any keyframe content for the builder's value type.
    ///
    /// - Parameter expression: A keyframe or a built sequence.
    /// - Returns: Its keyframes.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> Content where K.Value == Value {
        Content(_keyframes: expression._keyframes)
    }

    /// Joins sequences in order.
    ///
    /// - Parameter components: The sequences.
    /// - Returns: Their keyframes, one after another.
    public static func buildBlock(_ components: Content...) -> Content {
        Content(_keyframes: components.flatMap(\._keyframes))
    }

    /// Keyframes that appear only when a condition holds.
    ///
    /// - Parameter component: The keyframes, or `nil`.
    /// - Returns: The keyframes, or none.
    public static func buildOptional(_ component: Content?) -> Content {
        component ?? Content(_keyframes: [])
    }

    /// The keyframes of the first branch of a condition.
    ///
    /// - Parameter component: The keyframes.
    /// - Returns: The same keyframes.
    public static func buildEither(first component: Content) -> Content {
        component
    }

    /// The keyframes of the second branch of a condition.
    ///
    /// - Parameter component: The keyframes.
    /// - Returns: The same keyframes.
    public static func buildEither(second component: Content) -> Content {
        component
    }

    /// The keyframes of every iteration of a loop, in order.
    ///
    /// - Parameter components: The keyframes of each iteration.
    /// - Returns: All of them.
    public static func buildArray(_ components: [Content]) -> Content {
        Content(_keyframes: components.flatMap(\._keyframes))
    }

    /// Keyframes inside an availability check.
    ///
    /// - Parameter component: The keyframes.
    /// - Returns: The same keyframes.
    public static func buildLimitedAvailability(_ component: Content) -> Content {
        component
    }
}

extension KeyframeTrackContentBuilder.Content: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
