/// The key of `colorScheme`: light unless the host or a view sets it. Not API.
struct _ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}
