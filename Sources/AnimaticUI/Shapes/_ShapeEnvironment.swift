/// What a shape takes from its environment to be drawn: the foreground style, which a shape with no
/// fill of its own draws in, and the tint, which `.tint` draws in. Not API.
struct _ShapeEnvironment {
    var foregroundStyle: AnyShapeStyle?
    var tint: Color?
}
