/// A shape as drawn: its presented value, with the fill or stroke of the view that drew it, and the
/// foreground style in its environment, which a shape with no fill of its own draws in. Not API.
struct _DrawnShape<Content: Shape, Style: ShapeStyle> {
    let shape: Content
    let view: _ShapeView<Content, Style>
    /// The style `foregroundStyle(_:)` or `foregroundColor(_:)` set around the shape, if any.
    var foregroundStyle: AnyShapeStyle? = nil
    /// The tint `.tint(_:)` set around the shape, which `.tint` draws in; `nil` for the accent colour.
    var tint: Color? = nil
}
