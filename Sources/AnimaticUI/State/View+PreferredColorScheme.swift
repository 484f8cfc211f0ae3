extension View {
    /// Asks for the screen to be drawn in `colorScheme`, as SwiftUI's `preferredColorScheme(_:)`:
    /// the whole screen takes it, wherever in the tree the modifier is, and the views below it read
    /// it from `@Environment(\.colorScheme)`. `nil` asks for the system's appearance, which on
    /// AnimaticUI's phone is the light one.
    ///
    /// - Parameter colorScheme: The appearance, or `nil` for the system's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<
        Self, _EnvironmentWriter<ColorScheme>
    > {
        modifier(_EnvironmentWriter(keyPath: \.colorScheme, value: colorScheme ?? .light, isPreference: true))
    }
}
