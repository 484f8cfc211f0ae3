/// Fades the view in and out, as SwiftUI's `OpacityTransition`: opacity 0 before it appears and
/// after it disappears, 1 in place. The transition a view that comes and goes gets by default.
public struct OpacityTransition: Transition {
    /// Creates the transition.
    public init() {}

    /// The content at opacity 1 in place, 0 otherwise.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
