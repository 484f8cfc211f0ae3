/// `.buttonStyle(_:)` with a built-in style's name: recorded in the body's value, as a style modifier,
/// and handed to the buttons below through their environment when the style is drawn (see
/// ``_ButtonStyleName``). It makes no node of its own. Not API.
public struct _ButtonStyleModifier: _BuiltInModifier, CustomStringConvertible {
    /// The modifier's name in the trace, a style modifier's.
    public static var _name: String { "style" }
    let style: _ButtonStyleName

    /// The value as code writes it.
    public var description: String { "buttonStyle(.\(style.name))" }

    /// Builds the modifier's drawing, and the environment of what is inside it. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        var inner = inputs
        if modifier.peek().style.style != nil {
            let above = inputs.environment
            inner.setEnvironment(
                _GraphValue(
                    read: {
                        var environment = above.read()
                        environment._buttonStyle = modifier.read().style.style
                        return environment
                    },
                    peek: {
                        var environment = above.peek()
                        environment._buttonStyle = modifier.peek().style.style
                        return environment
                    }))
        }
        let render = _RenderNode(
            .modifier(name: _name, value: modifier.map { $0 as Any }), children: body(inner).nodes)
        return _ViewOutputs(render)
    }
}
