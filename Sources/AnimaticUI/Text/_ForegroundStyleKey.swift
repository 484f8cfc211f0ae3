/// The key of the style `foregroundStyle(_:)` sets: none, the foreground colour. Not API.
struct _ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}
