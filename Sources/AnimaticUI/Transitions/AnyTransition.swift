/// A type-erased transition, as SwiftUI's `AnyTransition`: what `.transition(_:)` takes in the
/// spelling that predates the ``Transition`` protocol (`.transition(.opacity)`,
/// `.transition(.asymmetric(insertion: .scale, removal: .opacity))`).
public struct AnyTransition: CustomStringConvertible {
    let make:
        (
            _ phase: _GraphValue<TransitionPhase>, _ inputs: _ViewInputs,
            _ content: @escaping (_ViewInputs) -> _ViewOutputs
        ) -> _ViewOutputs
    /// Whether the transition changes nothing: a view with it is inserted and removed at once.
    let isIdentity: Bool
    /// The transition as code writes it, for traces.
    public let description: String

    /// Wraps a transition.
    public init<T: Transition>(_ transition: T) {
        make = { phase, inputs, content in transition._make(phase: phase, inputs, content: content) }
        isIdentity = T.self == IdentityTransition.self
        description = _typeName(T.self)
    }

    private init(
        description: String, isIdentity: Bool = false,
        make:
            @escaping (_GraphValue<TransitionPhase>, _ViewInputs, @escaping (_ViewInputs) -> _ViewOutputs) ->
            _ViewOutputs
    ) {
        self.make = make
        self.isIdentity = isIdentity
        self.description = description
    }

    /// Fades the view in and out.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// Scales the view from almost nothing as it appears, and back as it disappears.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }
    /// Moves the view in from the leading edge and out towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
    /// No transition: the view is inserted and removed at once.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
    /// Fades, blurs and scales the view in and out.
    public static var blurReplace: AnyTransition { AnyTransition(BlurReplaceTransition()) }

    /// Fades, blurs and scales the view in and out, scaling as `configuration` says as it leaves.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: configuration))
    }

    /// Scales the view from `scale` as it appears, and to it as it disappears.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// Moves the view in from `edge` and out towards it.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Pushes the view in from `edge` and out towards the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// Moves the view in from `offset` and out to it.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// Moves the view in from `(x, y)` and out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }

    /// One transition as the view appears, another as it disappears.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(description: "asymmetric(insertion: \(insertion), removal: \(removal))") {
            phase, inputs, content in
            let inserting = phase.map { $0 == .willAppear ? TransitionPhase.willAppear : .identity }
            let removing = phase.map { $0 == .didDisappear ? TransitionPhase.didDisappear : .identity }
            return removal.make(removing, inputs) { insertion.make(inserting, $0, content) }
        }
    }

    /// A transition made of a modifier: `active` outside the identity phase, `identity` in it.
    public static func modifier<Modifier: ViewModifier>(active: Modifier, identity: Modifier) -> AnyTransition {
        AnyTransition(_ModifierTransition(active: active, identity: identity))
    }

    /// This transition inside `other`: both apply.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        return AnyTransition(description: "\(self).combined(with: \(other))") { phase, inputs, content in
            other.make(phase, inputs) { first.make(phase, $0, content) }
        }
    }

    /// This transition, animated with `animation` whatever the transaction that inserts or removes
    /// the view carries.
    public func animation(_ animation: Animation?) -> AnyTransition {
        let base = self
        return AnyTransition(description: "\(self).animation(\(animation?.description ?? "nil"))") {
            phase, inputs, content in
            let graph = inputs.animationGraph
            // The effects take the animation; the content keeps the scopes around the transition.
            let outside = graph.currentScopes
            return graph.transaction(
                { transaction in
                    guard !transaction.disablesAnimations else { return }
                    transaction.animation = animation
                }, { base.make(phase, inputs) { inner in graph.withScopes(outside) { content(inner) } } })
        }
    }
}

/// A transition made of a modifier, for ``AnyTransition/modifier(active:identity:)``. Not API.
package struct _ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    /// The content with `identity` in place and `active` otherwise.
    package func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}
