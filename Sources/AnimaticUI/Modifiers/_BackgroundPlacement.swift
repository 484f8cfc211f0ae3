/// `background`: the second view is drawn under the first. Not API.
public enum _BackgroundPlacement: _SecondaryPlacement {
    /// The modifier's name.
    public static var name: String { "background" }
    /// The second view is drawn under the first.
    public static var isOverlay: Bool { false }
}
