/// A modifier built into AnimaticUI that makes no node of its own: it changes how its content is
/// laid out, drawn or tapped, reading its value from the body that applied it. Not API.
public protocol _PlainModifier: _BuiltInModifier {}

extension _PlainModifier {
    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let render = _RenderNode(
            .modifier(name: _name, value: modifier.map { $0 as Any }), children: body(inputs).nodes)
        if let effect = Self.self as? any _DrawingEffect.Type, effect._readsFrame {
            _PresentedFrame.make(for: render, name: _name, inputs)
        }
        if Self.self is any _LayoutContainer.Type { _ViewLayout.makeNode(for: render, name: _name, inputs) }
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
