import Foundation

/// A keyframe that uses a spring to move towards its value.
///
/// Mirrors SwiftUI's `SpringKeyframe`: the spring starts where the previous keyframe left the
/// value, with `startVelocity` or else the velocity carried from the previous keyframe, and pulls
/// towards this keyframe's value for `duration` seconds. With an explicit duration the keyframe
/// ends wherever the spring is then, with its velocity, and the next keyframe continues from
/// there; with no duration it runs for the spring's ``Spring/settlingDuration`` and ends exactly on
/// its value.
///
///     KeyframeTrack(\.offset) {
///         SpringKeyframe(40, duration: 0.4, spring: .bouncy)
///         SpringKeyframe(0, spring: .smooth)
///     }
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe, resolved.
    public let _keyframes: [_ResolvedKeyframe<Value>]

    /// Creates a keyframe that springs towards the given value.
    ///
    /// - Parameters:
    ///   - to: The value the spring pulls towards.
    ///   - duration: The keyframe's duration in seconds, or `nil` (the default) for the spring's
    ///     settling duration.
    ///   - spring: The spring. Defaults to `Spring()`, duration 0.5 and no bounce.
    ///   - startVelocity: The velocity at the start, or `nil` (the default) to carry on with the
    ///     previous keyframe's.
    /// - Precondition: `duration`, when given, is finite and not negative; without a duration the
    ///   spring is damped (an undamped spring never settles); the values are finite.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        if duration == nil {
            precondition(
                spring.damping > 0,
                "SpringKeyframe without a duration runs for the spring's settling duration, which an undamped "
                    + "spring (bounce 1 or damping 0) does not have; give it a duration or some damping"
            )
        }
        _keyframes = [
            _ResolvedKeyframe(
                kind: .spring(spring), value: to, duration: duration, startVelocity: startVelocity?.animatableData,
                keyframe: "SpringKeyframe"
            )
        ]
    }
}

extension SpringKeyframe: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
