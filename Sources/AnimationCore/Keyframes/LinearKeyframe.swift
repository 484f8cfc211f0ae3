import Foundation

/// A keyframe that interpolates to its value along a timing curve.
///
/// Mirrors SwiftUI's `LinearKeyframe`: over `duration` seconds the value moves from where the
/// previous keyframe left it to this keyframe's value, eased by `timingCurve`. It ends with the
/// velocity the curve has at its end, which carries into the next keyframe.
///
///     KeyframeTrack(\.scale) {
///         LinearKeyframe(1.5, duration: 0.2)
///         LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeOut)
///     }
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe, resolved.
    public let _keyframes: [_ResolvedKeyframe<Value>]

    /// Creates a keyframe that interpolates to the given value.
    ///
    /// - Parameters:
    ///   - to: The value to reach at the end of the keyframe.
    ///   - duration: The keyframe's duration in seconds; 0 reaches the value at once.
    ///   - timingCurve: The easing of the interpolation. Defaults to ``UnitCurve/linear``.
    /// - Precondition: `duration` is finite and not negative; `to` has finite animatable data.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [
            _ResolvedKeyframe(
                kind: .linear(timingCurve), value: to, duration: duration, startVelocity: nil,
                keyframe: "LinearKeyframe"
            )
        ]
    }
}

extension LinearKeyframe: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
