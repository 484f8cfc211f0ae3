/// A transaction modifier around the nodes created inside a scoped modifier, as SwiftUI's
/// `.animation(_:value:)` and `.transaction(_:)` apply to a view's subtree.
@usableFromInline
struct _ScopeModifier {
    enum Kind {
        /// Replaces the animation (nil included) when the value changed, unless the transaction
        /// disables animations.
        case animation(Animation?)
        /// Transforms the transaction (when the value changed, if there is one).
        case transform((inout Transaction) -> Void)
    }

    let kind: Kind
    /// Whether the scope's value changed in the change being processed; `nil` for scopes with no
    /// value, which always apply.
    let valueChanged: (() -> Bool)?
    /// For traces: `animation(spring, value: level)`.
    let label: String

    func apply(to transaction: inout Transaction) {
        if let valueChanged, !valueChanged() { return }
        switch kind {
        case .animation(let animation):
            if !transaction.disablesAnimations { transaction.animation = animation }
        case .transform(let transform):
            transform(&transaction)
        }
    }
}
