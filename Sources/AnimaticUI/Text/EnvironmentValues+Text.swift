extension EnvironmentValues {
    /// The font of the text below, as SwiftUI's `font` environment value: set with
    /// `.font(_:)`; `nil` (the default) means the `body` style.
    public var font: Font? {
        get { self[_FontKey.self] }
        set { self[_FontKey.self] = newValue }
    }

    /// The foreground style of the text below, set with `.foregroundStyle(_:)`; `nil` (the
    /// default) means the foreground colour. SwiftUI keeps it out of its public interface. Not API.
    public var _foregroundStyle: AnyShapeStyle? {
        get { self[_ForegroundStyleKey.self] }
        set { self[_ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of the text below, as SwiftUI's `font(_:)`: a `Text` without a font of its own
    /// reads it from the environment.
    ///
    ///     VStack { Text("Batter"); Text("55%") }.font(.title2.bold())
    ///
    /// - Parameter font: The font; `nil` for the default.
    /// - Returns: The view, with the font in its environment.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentWriter<Font?>> {
        environment(\.font, font)
    }

    /// Sets the foreground style of the text below, as SwiftUI's `foregroundStyle(_:)`: a `Text`
    /// without a style of its own reads it from the environment. The colour does not animate: the
    /// article *Differences from SwiftUI* says so.
    ///
    /// - Parameter style: The style: a ``Color``, `.secondary`.
    /// - Returns: The view, with the style in its environment.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<
        Self, _EnvironmentWriter<AnyShapeStyle?>
    > {
        environment(\._foregroundStyle, AnyShapeStyle(style))
    }
}
