import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Mirrors SwiftUI's `CubicKeyframe`: each segment is a cubic Hermite curve from where the
/// previous keyframe left the value to this keyframe's value. Adjacent cubic keyframes form a
/// Catmull-Rom spline: unless given, the velocity at a keyframe is
/// `(next value − previous value) / (duration + next duration)`, so the motion passes through
/// every value smoothly.
///
/// - The start velocity, unless given, is the velocity carried from the previous keyframe (zero
///   at the start of a track), so a cubic continues the motion before it.
/// - The end velocity, unless given, follows Catmull-Rom towards the next keyframe's value when a
///   keyframe other than a ``MoveKeyframe`` follows; the last keyframe of a track comes to rest
///   (velocity zero).
///
///     KeyframeTrack(\.rotation) {
///         CubicKeyframe(.degrees(15), duration: 0.1)
///         CubicKeyframe(.degrees(-15), duration: 0.2)
///         CubicKeyframe(.zero, duration: 0.1)
///     }
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe, resolved.
    public let _keyframes: [_ResolvedKeyframe<Value>]

    /// Creates a keyframe that moves to the given value along a cubic curve.
    ///
    /// - Parameters:
    ///   - to: The value to reach at the end of the keyframe.
    ///   - duration: The keyframe's duration in seconds; 0 reaches the value at once.
    ///   - startVelocity: The velocity at the start, or `nil` (the default) for the carried one.
    ///   - endVelocity: The velocity at the end, or `nil` (the default) for the Catmull-Rom one.
    /// - Precondition: `duration` is finite and not negative; the values are finite.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        let end = endVelocity?.animatableData
        if let end {
            precondition(end._isFinite, "CubicKeyframe needs a finite end velocity; got \(end)")
        }
        _keyframes = [
            _ResolvedKeyframe(
                kind: .cubic(endVelocity: end), value: to, duration: duration,
                startVelocity: startVelocity?.animatableData, keyframe: "CubicKeyframe"
            )
        ]
    }
}

extension CubicKeyframe: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
