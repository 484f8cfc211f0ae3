/// `mask`: the second view is not drawn; the first is drawn only where the second's shapes cover.
/// Not API.
public enum _MaskPlacement: _SecondaryPlacement {
    /// The modifier's name.
    public static var name: String { "mask" }
    /// The mask is laid out as an overlay is.
    public static var isOverlay: Bool { true }
}
