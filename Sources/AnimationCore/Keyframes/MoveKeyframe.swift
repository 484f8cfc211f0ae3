import Foundation

/// A keyframe that immediately moves to the given value without interpolating.
///
/// Mirrors SwiftUI's `MoveKeyframe`: it takes no time; the value jumps at the keyframe's start.
/// The velocity carried into the next keyframe is left as it was.
///
///     KeyframeTrack(\.offset) {
///         MoveKeyframe(-100)
///         LinearKeyframe(0, duration: 0.3)
///     }
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframe, resolved.
    public let _keyframes: [_ResolvedKeyframe<Value>]

    /// Creates a keyframe that jumps to the given value.
    ///
    /// - Parameter to: The value to jump to.
    /// - Precondition: `to` has finite animatable data.
    public init(_ to: Value) {
        _keyframes = [
            _ResolvedKeyframe(kind: .move, value: to, duration: 0, startVelocity: nil, keyframe: "MoveKeyframe")
        ]
    }
}

extension MoveKeyframe: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
