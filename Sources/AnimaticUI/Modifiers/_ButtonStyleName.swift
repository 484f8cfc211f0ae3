/// The name of a button style, such as `.glass`. Not API.
public struct _ButtonStyleName: Sendable {
    let name: String
    /// The Liquid Glass style.
    public static let glass = _ButtonStyleName(name: "glass")
    /// The prominent glass style.
    public static let glassProminent = _ButtonStyleName(name: "glassProminent")
    /// A bordered button.
    public static let bordered = _ButtonStyleName(name: "bordered")
    /// A plain button.
    public static let plain = _ButtonStyleName(name: "plain")
    /// A bordered button filled with the accent colour.
    public static let borderedProminent = _ButtonStyleName(name: "borderedProminent")
    /// A button without a border.
    public static let borderless = _ButtonStyleName(name: "borderless")
    /// The platform's default style.
    public static let automatic = _ButtonStyleName(name: "automatic")
}
