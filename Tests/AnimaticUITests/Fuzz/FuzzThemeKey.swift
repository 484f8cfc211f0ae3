import AnimaticUI

/// The environment key of the fuzz runs' theme: a number the root sets and some leaves read.
struct FuzzThemeKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The fuzz runs' theme.
    var fuzzTheme: Int {
        get { self[FuzzThemeKey.self] }
        set { self[FuzzThemeKey.self] = newValue }
    }
}
