/// What a ``Text`` without a font or foreground style of its own takes from the environment. Not
/// API.
struct _InheritedTextStyle: Equatable {
    /// The environment's font; `nil` for `body`.
    var font: Font?
    /// The environment's foreground style; `nil` for the foreground colour.
    var foregroundStyle: AnyShapeStyle?
    /// The environment's weight, from `bold()` or `fontWeight(_:)` on a view above; `nil` for the
    /// font's own.
    var weight: Font.Weight?
}
