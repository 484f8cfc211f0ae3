/// The key of the toggle style `.toggleStyle(_:)` sets: a switch by default. Not API.
struct _ToggleStyleKey: EnvironmentKey {
    static let defaultValue = _AnyToggleStyle(SwitchToggleStyle())
}

extension EnvironmentValues {
    /// The style of the toggles below, set with `.toggleStyle(_:)`. Not API.
    package var _toggleStyle: _AnyToggleStyle {
        get { self[_ToggleStyleKey.self] }
        set { self[_ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the toggles below draw themselves, as SwiftUI's `toggleStyle(_:)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWriter<_AnyToggleStyle>> {
        environment(\._toggleStyle, _AnyToggleStyle(style))
    }
}
