/// One transition for insertion and another for removal, as SwiftUI's `AsymmetricTransition`.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition as the view appears.
    public var insertion: Insertion
    /// The transition as the view disappears.
    public var removal: Removal

    /// Creates the transition.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The insertion's body, in its phase only while the view appears, inside the removal's, in
    /// its phase only once the view has disappeared.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        _TransitionHost(
            transition: removal, phase: phase == .didDisappear ? .didDisappear : .identity,
            content: _TransitionHost(
                transition: insertion, phase: phase == .willAppear ? .willAppear : .identity, content: content))
    }
}

extension Transition {
    /// One transition for insertion and another for removal.
    public static func asymmetric<Insertion: Transition, Removal: Transition>(
        insertion: Insertion, removal: Removal
    ) -> Self where Self == AsymmetricTransition<Insertion, Removal> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
