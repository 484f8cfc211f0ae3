/// A shape as drawn: its presented value, with the fill or stroke of the view that drew it. Not API.
struct _DrawnShape<Content: Shape, Style: ShapeStyle> {
    let shape: Content
    let view: _ShapeView<Content, Style>
}
