import Foundation

/// Contextual values that an animation reads and writes while it runs.
///
/// Mirrors SwiftUI's `AnimationContext`: it carries the animation's ``state`` between frames and
/// its ``isLogicallyComplete`` flag. Unlike SwiftUI's, it has a public initializer, so an
/// animation can be evaluated on its own:
///
///     var context = AnimationContext<Double>()
///     Animation.easeInOut(duration: 1).animate(value: 100.0, time: 0.25, context: &context)
///     // 12.9162
///
/// Animatic has no environment in its animation core, so the context has no `environment`.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state, keyed by ``AnimationStateKey`` types.
    public var state: AnimationState<Value>

    /// Whether the animation has finished logically: its completion handlers waiting for
    /// `.logicallyComplete` may fire, though it may still be moving.
    ///
    /// Mirrors SwiftUI: the flag can be set once and then stays set; setting it back to `false`
    /// does nothing. If the animation never sets it, it is set when the animation returns `nil`.
    @inlinable public var isLogicallyComplete: Bool {
        get { _isLogicallyComplete }
        set { _isLogicallyComplete = _isLogicallyComplete || newValue }
    }

    @usableFromInline internal var _isLogicallyComplete: Bool
    /// The last delta an animation was evaluated with: what a merging spring continues from.
    @usableFromInline internal var _lastValue: Value?
    /// The motion a built-in spring continues from after a merge.
    @usableFromInline internal var _motion: _SpringMotion<Value>?
    /// The iteration a repeating animation whose base has no fixed duration is in.
    @usableFromInline internal var _repeat: _RepeatProgress?
    /// The context of a repeating animation's base, when the base has no fixed duration.
    @usableFromInline internal var _baseContexts: [AnimationContext<Value>]

    /// Creates a context with an empty state that is not logically complete.
    @inlinable public init() {
        self.init(state: AnimationState(), isLogicallyComplete: false)
    }

    /// Creates a context with the given state and completion flag.
    ///
    /// - Parameters:
    ///   - state: The animation's state.
    ///   - isLogicallyComplete: Whether the animation is already logically complete.
    @inlinable public init(state: AnimationState<Value>, isLogicallyComplete: Bool = false) {
        self.state = state
        self._isLogicallyComplete = isLogicallyComplete
        self._lastValue = nil
        self._motion = nil
        self._repeat = nil
        self._baseContexts = []
    }

    /// Returns a context for another kind of value with the given state and this context's
    /// completion flag.
    ///
    /// Mirrors SwiftUI's `AnimationContext.withState(_:)`, used by animations that animate a
    /// helper value of their own.
    ///
    /// - Parameter state: The state of the new context.
    /// - Returns: The new context.
    @inlinable public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: _isLogicallyComplete)
    }
}

extension AnimationContext: Sendable where Value: Sendable {}
