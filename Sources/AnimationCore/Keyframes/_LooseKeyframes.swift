import Foundation

/// Keyframes listed directly in a ``KeyframesBuilder``, with no ``KeyframeTrack`` around them: one
/// track that animates the whole value, as SwiftUI allows for a timeline of one track.
///
/// The builder's value type has no `Animatable` constraint, so the keyframes are kept type-erased
/// with the function that makes their track, captured where the constraint is known.
struct _LooseKeyframes<Root> {
    /// The keyframes, in order; each a `_ResolvedKeyframe<Root>`.
    internal let keyframes: [Any]
    /// Makes the whole-value track from keyframes of this type.
    internal let makeTrack: ([Any]) -> _KeyframeTrackDescriptor<Root>

    /// The keyframes of `content`, as one whole-value track to be.
    internal init<Content: KeyframeTrackContent>(_ content: Content) where Content.Value == Root {
        keyframes = content._keyframes
        makeTrack = { keyframes in
            let resolved = keyframes.map { $0 as! _ResolvedKeyframe<Root> }
            return _KeyframeTrackDescriptor { root in
                let segments = _KeyframeSegments(initialValue: root, keyframes: resolved)
                return _ResolvedKeyframeTrack(duration: segments.duration) { root, time in
                    root = segments.value(at: time)
                }
            }
        }
    }

    internal init(keyframes: [Any], makeTrack: @escaping ([Any]) -> _KeyframeTrackDescriptor<Root>) {
        self.keyframes = keyframes
        self.makeTrack = makeTrack
    }

    /// These keyframes followed by `other`'s.
    internal func appending(_ other: _LooseKeyframes<Root>?) -> _LooseKeyframes<Root> {
        guard let other else { return self }
        return _LooseKeyframes(keyframes: keyframes + other.keyframes, makeTrack: makeTrack)
    }
}
