extension View {
    /// Animates the changes of the modifiers applied inside `body` with `animation`, and nothing
    /// else, as SwiftUI's `animation(_:body:)` (iOS 17).
    ///
    ///     Image(systemName: "heart")
    ///         .animation(.spring(duration: 0.3)) { content in
    ///             content.scaleEffect(liked ? 1.2 : 1)
    ///         }
    ///
    /// Only the animatable nodes built inside `body` (here the `scaleEffect`) take the animation,
    /// in every transaction that reaches them, unless the transaction disables animations. The
    /// modified view, placed by `content`, is built outside the scope: the animations of its own
    /// modifiers are its own.
    ///
    /// - Parameters:
    ///   - animation: The animation; `nil` for none.
    ///   - body: Makes the view that replaces this one, from a placeholder of it.
    /// - Returns: The view `body` made, with its scope.
    public func animation<Scoped: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> Scoped
    ) -> ModifiedContent<Self, _PlaceholderHost<Scoped>> {
        modifier(_PlaceholderHost(hosted: body(PlaceholderContentView()), scope: .some(animation)))
    }
}
