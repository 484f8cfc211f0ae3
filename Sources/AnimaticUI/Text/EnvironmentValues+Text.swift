extension EnvironmentValues {
    /// The font of the text below, as SwiftUI's `font` environment value: set with
    /// `.font(_:)`; `nil` (the default) means the `body` style.
    public var font: Font? {
        get { self[_FontKey.self] }
        set { self[_FontKey.self] = newValue }
    }

    /// The foreground style of the text below, set with `.foregroundStyle(_:)`; `nil` (the
    /// default) means the foreground colour. SwiftUI keeps it out of its public interface. Not API.
    package var _foregroundStyle: AnyShapeStyle? {
        get { self[_ForegroundStyleKey.self] }
        set { self[_ForegroundStyleKey.self] = newValue }
    }

    /// The weight of the text below, set with `bold()` or `fontWeight(_:)` on a view; `nil` (the
    /// default) means each font's own. Not API.
    package var _fontWeight: Font.Weight? {
        get { self[_FontWeightKey.self] }
        set { self[_FontWeightKey.self] = newValue }
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

    /// Sets the foreground colour of the text below, as SwiftUI's deprecated `foregroundColor(_:)`:
    /// the same as `foregroundStyle(color)`; `nil` for the style above.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The view, with the style in its environment.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentWriter<AnyShapeStyle?>> {
        environment(\._foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Draws the text below in bold, as SwiftUI's `bold(_:)` on a view: a `Text` without a weight of
    /// its own takes it. `bold(false)` leaves the weight as it is above.
    ///
    /// - Parameter isActive: Whether to draw in bold.
    /// - Returns: The view, with the weight in its environment.
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentWriter<Font.Weight?>> {
        modifier(_EnvironmentWriter(keyPath: \._fontWeight, value: isActive ? .bold : nil))
    }

    /// Draws the text below in `weight`, as SwiftUI's `fontWeight(_:)` on a view: a `Text` without a
    /// weight of its own takes it.
    ///
    /// - Parameter weight: The weight; `nil` for each font's own.
    /// - Returns: The view, with the weight in its environment.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentWriter<Font.Weight?>> {
        environment(\._fontWeight, weight)
    }
}
