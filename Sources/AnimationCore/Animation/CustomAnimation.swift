import Foundation

/// A type that defines how an animatable value changes over time.
///
/// Mirrors SwiftUI's `CustomAnimation` (2023 releases). Wrap a conforming value in
/// ``Animation/init(_:)`` to use it wherever an ``Animation`` goes.
///
///     struct LinearRamp: CustomAnimation {
///         var duration: Double
///         func animate<V: VectorArithmetic>(
///             value: V, time: TimeInterval, context: inout AnimationContext<V>
///         ) -> V? {
///             time > duration ? nil : value.scaled(by: time / duration)
///         }
///     }
///     let animation = Animation(LinearRamp(duration: 2))
///
/// The animation receives the *delta* (target minus start) and answers the offset from the start
/// at the given time since it began, or `nil` once it has finished; the value then rests exactly on
/// the target. Keep any state between calls in ``AnimationContext/state``.
public protocol CustomAnimation: Hashable, Sendable {
    /// Answers the offset from the start value at a time, or `nil` when the animation is finished.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards: the target minus the start value.
    ///   - time: The time in seconds since the animation started.
    ///   - context: The animation's state and its logical-completion flag.
    /// - Returns: The offset to add to the start value, or `nil` when finished.
    @inlinable func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Answers the velocity of the animation at a time, if it knows it.
    ///
    /// The default answers `nil`, as in SwiftUI. Animations that report a velocity let a spring that
    /// interrupts them keep the motion going smoothly.
    ///
    /// - Parameters:
    ///   - value: The vector to animate towards.
    ///   - time: The time in seconds since the animation started.
    ///   - context: The animation's state.
    /// - Returns: The velocity in units per second, or `nil`.
    @inlinable func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Answers whether this animation takes over a running one instead of combining with it.
    ///
    /// The default answers `false`, as in SwiftUI: both run and their effects combine. Answer
    /// `true` to take over the previous animation's state (in `context`) and elapsed time; the
    /// previous animation is then removed.
    ///
    /// - Parameters:
    ///   - previous: The running animation being interrupted.
    ///   - value: The new vector to animate towards.
    ///   - time: The time in seconds since the previous animation started.
    ///   - context: The previous animation's context, which this animation will continue with.
    /// - Returns: Whether to merge.
    @inlinable func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// No velocity: the default, as in SwiftUI.
    ///
    /// - Returns: `nil`.
    @inlinable public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>)
        -> V?
    {
        nil
    }

    /// No merging: the default, as in SwiftUI.
    ///
    /// - Returns: `false`.
    @inlinable public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }

    /// Whether this animation equals another of any type.
    @inlinable internal func _isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
