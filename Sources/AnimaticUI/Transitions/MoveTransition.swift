/// Moves the view in from an edge and out towards it, by its own size, as SwiftUI's
/// `MoveTransition`.
public struct MoveTransition: Transition {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    /// Creates the transition.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content moved off by its size towards `edge` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_MoveTransitionEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from `edge` and out towards it.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}
