/// `overlay`: the second view is drawn over the first. Not API.
public enum _OverlayPlacement: _SecondaryPlacement {
    /// The modifier's name.
    public static var name: String { "overlay" }
    /// The second view is drawn over the first.
    public static var isOverlay: Bool { true }
}
