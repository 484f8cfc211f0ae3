/// What a ``_RenderNode`` is. Not API.
enum _RenderKind {
    /// Stands for its children in its parent's list: a tuple, a branch, the rows of a `ForEach`.
    case group
    /// A view with a body, named as its value's node; its one child is its body's content.
    case view(String)
    /// A leaf or a container built into AnimaticUI: text, a shape, a stack. It reads its value from
    /// the graph when laid out or drawn.
    case primitive(name: String, value: _GraphValue<Any>)
    /// A built-in modifier around its one child (and, for overlays and backgrounds, a second).
    case modifier(name: String, value: _GraphValue<Any>)
}
