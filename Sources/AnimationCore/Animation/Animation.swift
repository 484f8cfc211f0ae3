import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to another.
///
/// Mirrors SwiftUI's `Animation`: a `Hashable`, `Sendable` value built from the built-in curves
/// and springs (``linear``, ``easeInOut``, ``spring(response:dampingFraction:blendDuration:)``,
/// ``smooth``, ...), adjusted by modifiers (``delay(_:)``, ``speed(_:)``,
/// ``repeatCount(_:autoreverses:)``, ...) or wrapping a ``CustomAnimation``.
///
///     let animation = Animation.linear(duration: 2).delay(0.5)
///     animation.description       // "linear(duration: 2).delay(0.5)"
///     var context = AnimationContext<Double>()
///     animation.animate(value: 100.0, time: 1.5, context: &context)   // 50
///
/// An animation is evaluated with ``animate(value:time:context:)``: given the delta (target minus
/// start) and the time since it started, it answers the offset from the start, or `nil` once it
/// has finished. ``Animator`` runs animations for a value and combines interrupted ones as SwiftUI
/// does.
///
/// Built-in animations are stored inline (an enum of small structs), so evaluating one allocates
/// nothing; a custom animation is boxed once when wrapped. Equality compares behaviour, not
/// spelling: `Animation.default == .smooth` because both are `spring(duration: 0.5, bounce: 0)`;
/// the ``description`` keeps the spelling used.
public struct Animation: Hashable, Sendable {
    @usableFromInline internal enum _Storage: Hashable, Sendable {
        case timingCurve(_TimingCurveAnimation)
        case spring(_SpringAnimation)
        case interpolatingSpring(_InterpolatingSpringAnimation)
        case custom(_AnyCustomAnimation)
        indirect case modified(Animation, _AnimationModifier)
    }

    @usableFromInline internal var _storage: _Storage

    @inlinable internal init(_storage: _Storage) {
        self._storage = _storage
    }

    /// Creates an animation that runs a custom animation.
    ///
    /// Mirrors SwiftUI's `Animation.init(_:)`. The custom animation is boxed once here; equality
    /// and hashing use the custom animation's own.
    ///
    /// - Parameter base: The custom animation to run.
    @inlinable public init<A: CustomAnimation>(_ base: A) {
        self._storage = .custom(_AnyCustomAnimation(base))
    }

    /// The animation this one wraps with a modifier, and the modifier, if any.
    @inlinable internal var _modifierAndBase: (modifier: _AnimationModifier, base: Animation)? {
        if case .modified(let base, let modifier) = _storage { return (modifier, base) }
        return nil
    }
}
