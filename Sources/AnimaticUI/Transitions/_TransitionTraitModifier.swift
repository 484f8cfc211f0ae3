/// `.transition(_:)`: says how the view comes and goes when it is an element of a place that comes
/// and goes (an `if` branch, an optional, a `ForEach` row, an `.id`). It draws and lays out nothing:
/// the place that inserts or removes the element reads it. Not API.
public struct _TransitionTraitModifier: _PlainModifier, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static let _name = "transition"
    /// The transition.
    public let transition: AnyTransition

    /// The value as code writes it.
    public var description: String { "transition(\(transition))" }
}

/// A view whose value says which transition it has as an element of a place that comes and goes: a
/// chain of modifiers with `.transition(_:)` in it. Not API.
protocol _TransitionTraitCarrier {
    /// The transition the view's modifiers give it, if any.
    var _transitionTrait: AnyTransition? { get }
}

extension ModifiedContent: _TransitionTraitCarrier {
    var _transitionTrait: AnyTransition? {
        // The outermost `.transition` wins: a trait set further out replaces one set inside.
        if let trait = modifier as? _TransitionTraitModifier { return trait.transition }
        return (content as? any _TransitionTraitCarrier)?._transitionTrait
    }
}

/// The transition of an element whose value is `value`: its `.transition`, or `.opacity`, the
/// transition SwiftUI gives an element without one.
func _transition(of value: Any) -> AnyTransition {
    (value as? any _TransitionTraitCarrier)?._transitionTrait ?? .opacity
}

extension View {
    /// Says how this view is inserted and removed when a change under an animation makes it come or
    /// go, as SwiftUI's `transition(_:)`.
    ///
    ///     if expanded {
    ///         DetailRow().transition(.move(edge: .top).combined(with: .opacity))
    ///     }
    ///
    /// Only an element of a place that comes and goes transitions: an `if` or `switch` branch, an
    /// optional view, a `ForEach` row, a view with an `.id`. The transition is the one on the element
    /// itself (put it on the view inside the `if`, not on a view inside that one); without one the
    /// element fades, with `.opacity`. The transition animates only when the change that inserts or
    /// removes the view has an animation (a `withAnimation` around it, an `.animation(_:value:)` above
    /// the place, or the transition's own `.animation(_:)`).
    ///
    /// - Parameter transition: The transition.
    /// - Returns: The view with the transition.
    @_disfavoredOverload
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionTraitModifier> {
        modifier(_TransitionTraitModifier(transition: transition))
    }

    /// Says how this view is inserted and removed, with a ``Transition``: `.transition(.slide)`,
    /// `.transition(MyTransition())`, as the `AnyTransition` form does.
    ///
    /// - Parameter transition: The transition.
    /// - Returns: The view with the transition.
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _TransitionTraitModifier> {
        modifier(_TransitionTraitModifier(transition: AnyTransition(transition)))
    }
}
