/// The key of the button style of one's own that `.buttonStyle(_:)` sets: none by default, a
/// button drawn as its label. Not API.
struct _ButtonStyleKey: EnvironmentKey {
    static let defaultValue: _AnyButtonStyle? = nil
}

extension EnvironmentValues {
    /// The style of one's own of the buttons below, set with `.buttonStyle(_:)`. Not API.
    package var _buttonStyle: _AnyButtonStyle? {
        get { self[_ButtonStyleKey.self] }
        set { self[_ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the buttons below draw themselves, as SwiftUI's `buttonStyle(_:)` with a style of
    /// one's own. A button reads the style when it is first made.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentWriter<_AnyButtonStyle?>
    > {
        environment(\._buttonStyle, _AnyButtonStyle(style))
    }
}
