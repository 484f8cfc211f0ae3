/// No transition, as SwiftUI's `IdentityTransition`: the view is inserted in place and removed at
/// once, with no removal kept on screen.
public struct IdentityTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}
