/// The key of the accent colour `.accentColor(_:)` sets: `nil`, the app's accent colour, by
/// default. Not API.
struct _AccentColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The accent colour of the views below, set with the deprecated `.accentColor(_:)`; `nil` for
    /// the app's accent colour. A tint set with `.tint(_:)` takes precedence. Not API.
    package var _accentColor: Color? {
        get { self[_AccentColorKey.self] }
        set { self[_AccentColorKey.self] = newValue }
    }
}

extension View {
    /// Sets the accent colour of the views below, as SwiftUI's deprecated `accentColor(_:)`: a
    /// default-styled button's label, a bordered button's fill, a slider's track, and
    /// shapes filled with `.tint` take it where no `.tint(_:)` is set.
    ///
    /// `Color.accentColor` itself stays the app's accent colour (blue) everywhere.
    ///
    /// - Parameter accentColor: The colour; `nil` for the app's accent colour.
    /// - Returns: The view, with the accent colour in its environment.
    public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _EnvironmentWriter<Color?>> {
        environment(\._accentColor, accentColor)
    }
}
