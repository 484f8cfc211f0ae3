import Foundation

/// One keyframe of a track, whatever its kind, as the track builder collects it.
///
/// An implementation detail of ``KeyframeTrackContent``: public only because the protocol's
/// requirement names it. Its contents are internal.
public struct _ResolvedKeyframe<Value: Animatable> {
    internal enum Kind {
        case linear(UnitCurve)
        case spring(Spring)
        case cubic(endVelocity: Value.AnimatableData?)
        case move
    }

    internal let kind: Kind
    internal let value: Value
    /// The segment's duration; `nil` only for a spring that runs for its settling duration.
    internal let duration: Double?
    internal let startVelocity: Value.AnimatableData?

    internal init(kind: Kind, value: Value, duration: Double?, startVelocity: Value.AnimatableData?, keyframe: String) {
        if let duration {
            precondition(
                duration >= 0 && duration.isFinite,
                "\(keyframe) needs a finite duration that is not negative; got \(duration)"
            )
        }
        precondition(
            value.animatableData._isFinite,
            "\(keyframe) needs a value with finite animatable data; got \(value.animatableData)"
        )
        if let startVelocity {
            precondition(
                startVelocity._isFinite,
                "\(keyframe) needs a finite start velocity; got \(startVelocity)"
            )
        }
        self.kind = kind
        self.value = value
        self.duration = duration
        self.startVelocity = startVelocity
    }
}

extension _ResolvedKeyframe: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}

extension _ResolvedKeyframe.Kind: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
