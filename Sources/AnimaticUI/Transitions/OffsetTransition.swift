/// Moves the view in from an offset and out to it, as SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition {
    /// The offset outside the identity phase.
    public var offset: CGSize

    /// Creates the transition.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    /// The content offset by `offset` outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view in from `offset` and out to it.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Moves the view in from `(x, y)` and out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
