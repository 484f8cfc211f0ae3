/// Moves the view in from the leading edge and out towards the trailing edge, as SwiftUI's
/// `SlideTransition`.
public struct SlideTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content moved off to the leading side before it appears, to the trailing side after.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(
            _MoveTransitionEffect(
                edge: phase == .didDisappear ? .trailing : .leading, fraction: phase.isIdentity ? 0 : 1))
    }
}

extension Transition where Self == SlideTransition {
    /// Moves the view in from the leading edge and out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}
