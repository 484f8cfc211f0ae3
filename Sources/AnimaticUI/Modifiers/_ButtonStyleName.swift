/// The name of a built-in button style, such as `.borderedProminent`, as SwiftUI writes it:
/// `.buttonStyle(.borderedProminent)`. Not API.
///
/// `.bordered` and `.borderedProminent` are drawn as iOS draws them (see *Differences from
/// SwiftUI*); `.plain` draws the label untinted; `.automatic` and `.borderless` are the default, a
/// label tinted with the accent colour. Animatic draws no Liquid Glass: `.glass` and
/// `.glassProminent` are recorded, and the button is drawn in the default style.
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

extension _ButtonStyleName {
    /// The style a button in the environment of this name is drawn with; `nil` for the default.
    var style: _AnyButtonStyle? {
        switch name {
        case "bordered": _AnyButtonStyle(_BorderedButtonStyle(isProminent: false))
        case "borderedProminent": _AnyButtonStyle(_BorderedButtonStyle(isProminent: true))
        case "plain": _AnyButtonStyle(_PlainButtonStyle())
        default: nil
        }
    }
}

extension View {
    /// Draws the buttons below in a built-in style, as SwiftUI's `buttonStyle(_:)` with
    /// `.borderedProminent`, `.bordered`, `.plain`, `.borderless` or `.automatic`; `.glass` and
    /// `.glassProminent` are recorded, and draw nothing of their own.
    ///
    ///     Button("Save") { save() }
    ///         .buttonStyle(.borderedProminent)   // white label on a rounded accent fill
    ///
    /// - Parameter style: The style.
    /// - Returns: The view, with the style for the buttons below.
    public func buttonStyle(_ style: _ButtonStyleName) -> ModifiedContent<Self, _ButtonStyleModifier> {
        modifier(_ButtonStyleModifier(style: style))
    }
}
