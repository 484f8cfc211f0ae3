/// Where `overlay` or `background` puts its second view, in the modifier's type, so that the
/// names a chain of modifiers makes are known from its type alone. Not API.
public protocol _SecondaryPlacement {
    /// The modifier's name: `overlay` or `background`.
    static var name: String { get }
    /// Whether the second view is drawn over the first (overlay) or under it (background).
    static var isOverlay: Bool { get }
}
