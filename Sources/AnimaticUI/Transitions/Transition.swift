/// How a view looks as it is inserted and removed, as SwiftUI's `Transition` protocol: a body that
/// modifies the view's content for each ``TransitionPhase``.
///
///     struct Rise: Transition {
///         func body(content: Content, phase: TransitionPhase) -> some View {
///             content
///                 .opacity(phase.isIdentity ? 1 : 0)
///                 .offset(y: phase.isIdentity ? 0 : 20)
///         }
///     }
///
/// A view gets the transition with `.transition(Rise())`. When a change under an animation inserts
/// it, it is built in `willAppear` and moved to `identity` in the change's transaction, so the
/// effects in the body animate in; when one removes it, it stays, drawn beneath its siblings at its
/// last frame, while the effects animate to `didDisappear`, and goes once they finish. The body's
/// modifiers are ordinary nodes of the graph (`opacity`, `offset`), so the trace shows the
/// transition running.
public protocol Transition {
    /// The view the body makes.
    associatedtype Body: View

    /// The view being inserted or removed, as the body places it.
    typealias Content = PlaceholderContentView<Self>

    /// Modifies `content` for `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

extension Transition {
    /// This transition inside `other`: both apply, this one to the content and `other` around it.
    ///
    /// - Parameter other: The transition around this one.
    /// - Returns: The combined transition.
    public func combined<Other: Transition>(with other: Other) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition, animated with `animation` whatever the transaction that inserts or removes
    /// the view carries.
    ///
    /// - Parameter animation: The animation; `nil` leaves the transaction's.
    /// - Returns: The animated transition.
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }

    /// Builds the transition's body around `content` for the phase `phase` reads. Not API.
    func _make(
        phase: _GraphValue<TransitionPhase>, _ inputs: _ViewInputs,
        content: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let transition = self
        var inner = inputs
        inner.modifierContents.append(content)
        let body = phase.map { transition.body(content: PlaceholderContentView(), phase: $0) }
        return Body._makeView(view: body, inputs: inner)
    }
}

/// Two transitions, the first inside the second. Not API.
package struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    /// The first transition's body inside the second's.
    package func body(content: Content, phase: TransitionPhase) -> some View {
        _TransitionHost(
            transition: second, phase: phase,
            content: _TransitionHost(transition: first, phase: phase, content: content))
    }
}

/// A transition with an animation of its own. Not API.
package struct _AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    /// The base transition's body, its effects animated with the animation.
    package func body(content: Content, phase: TransitionPhase) -> some View {
        // The scope covers the base transition's effects; the content keeps the scopes around it.
        content.modifier(
            _PlaceholderHost(
                hosted: _TransitionHost(transition: base, phase: phase, content: PlaceholderContentView<Base>()),
                scope: .some(animation)))
    }
}
