/// The key of the tint `.tint(_:)` sets: `nil`, the accent colour, by default. Not API.
struct _TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint of the controls and shapes below: the one set with `.tint(_:)`, else the accent
    /// colour set with `.accentColor(_:)`; `nil` for the app's accent colour. Not API.
    package var _tint: Color? {
        get { self[_TintKey.self] ?? self[_AccentColorKey.self] }
        set { self[_TintKey.self] = newValue }
    }

    /// The tint set with `.tint(_:)` alone, without the accent colour: what a switch is drawn in when
    /// on (an accent colour leaves a switch green, as on iOS). Not API.
    package var _explicitTint: Color? { self[_TintKey.self] }
}

extension View {
    /// Tints the controls below, as SwiftUI's `tint(_:)`: a default-styled button's label, a bordered
    /// button's fill, a slider's track, and shapes filled with `.tint`, in place of the accent colour.
    ///
    /// - Parameter tint: The colour; `nil` for the accent colour.
    /// - Returns: The view, with the tint in its environment.
    public func tint(_ tint: Color?) -> ModifiedContent<Self, _EnvironmentWriter<Color?>> {
        environment(\._tint, tint)
    }
}
