/// The key of the font `font(_:)` sets: none, so text takes its own or the body size. Not API.
struct _FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}
