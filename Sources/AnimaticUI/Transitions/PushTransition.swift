/// Pushes the view in from an edge and out towards the opposite one, fading, as SwiftUI's
/// `PushTransition`.
public struct PushTransition: Transition {
    /// The edge the view comes from.
    public var edge: Edge

    /// Creates the transition.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// The content moved off by its size (towards `edge` before it appears, the opposite edge after)
    /// and faded outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(
                _MoveTransitionEffect(
                    edge: phase == .didDisappear ? edge.opposite : edge, fraction: phase.isIdentity ? 0 : 1)
            )
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == PushTransition {
    /// Pushes the view in from `edge` and out towards the opposite edge.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
