/// `disabled(_:)`: turns off the controls and tap gestures inside it. `ViewHost.tap(_:)` still
/// finds them, and a tap does nothing but warn, as a finger on a disabled control does nothing.
/// `disabled(false)` inside a disabled view does not turn it back on, as in SwiftUI. Not API.
public struct _DisabledModifier: _PlainModifier, Equatable, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static let _name = "disabled"
    /// Whether the views inside are turned off.
    public var isDisabled: Bool

    /// The value as code writes it.
    public var description: String { "disabled(\(isDisabled))" }
}

extension View {
    /// Turns off the controls and tap gestures inside the view when `disabled` is true, as
    /// SwiftUI's `disabled(_:)`.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
