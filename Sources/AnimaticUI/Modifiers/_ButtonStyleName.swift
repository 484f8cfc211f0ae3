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
}
