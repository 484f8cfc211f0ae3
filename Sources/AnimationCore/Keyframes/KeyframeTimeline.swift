import Foundation

/// A description of how a value changes over time, modeled using keyframes.
///
/// Mirrors SwiftUI's `KeyframeTimeline`: build it from an initial value and tracks, then ask for
/// the value at any time. It is a pure function of time, so the engine's keyframe animator (and a
/// test) can sample it at any frame.
///
///     let timeline = KeyframeTimeline(initialValue: 1.0) {
///         KeyframeTrack {
///             LinearKeyframe(2.0, duration: 1)
///             LinearKeyframe(0.0, duration: 1)
///         }
///     }
///     timeline.duration              // 2
///     timeline.value(time: 0.5)      // 1.5
///     timeline.value(progress: 0.75) // 1.0
///
/// The timeline's ``duration`` is that of its longest track; a shorter track holds its last value
/// to the end. Times before 0 answer the start, times after the duration the end.
public struct KeyframeTimeline<Value> {
    private let _initialValue: Value
    private let _tracks: [_ResolvedKeyframeTrack<Value>]

    /// The duration of the timeline in seconds: the duration of its longest track.
    public let duration: TimeInterval

    /// Creates a timeline from an initial value and tracks.
    ///
    /// - Parameters:
    ///   - initialValue: The value at time 0, and where every track starts.
    ///   - content: The tracks.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        _initialValue = initialValue
        _tracks = content()._tracks.map { $0._resolve(initialValue) }
        duration = _tracks.reduce(0) { max($0, $1.duration) }
    }

    /// Returns the value at the given time.
    ///
    /// - Parameter time: The time in seconds since the start; clamped to `0...duration`.
    /// - Returns: The value, with every track's property at its value at that time.
    /// - Precondition: `time` is not NaN.
    /// - Complexity: O(tracks × log keyframes).
    public func value(time: TimeInterval) -> Value {
        precondition(!time.isNaN, "KeyframeTimeline.value(time:) needs a time that is a number; got nan")
        let time = min(max(time, 0), duration)
        var result = _initialValue
        for track in _tracks {
            track.apply(&result, time)
        }
        return result
    }

    /// Returns the value at the given fraction of the timeline's duration.
    ///
    /// - Parameter progress: The fraction of the duration, clamped to `0...1`.
    /// - Returns: The value at `progress × duration`.
    /// - Precondition: `progress` is not NaN.
    public func value(progress: Double) -> Value {
        precondition(!progress.isNaN, "KeyframeTimeline.value(progress:) needs a progress that is a number; got nan")
        return value(time: min(max(progress, 0), 1) * duration)
    }
}

/// A timeline holds only its initial value, key paths (immutable) and keyframe values derived from
/// `Value`, captured in closures that never mutate what they capture; it is as sendable as `Value`.
extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
