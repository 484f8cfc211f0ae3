/// A modifier built into AnimaticUI: it has no body; it makes its node (animatable for the effects
/// SwiftUI animates) and a render node around its content. Not API.
public protocol _BuiltInModifier: ViewModifier where Body == Never {
    /// The modifier's name in traces and drawings: `scaleEffect`, `frame`.
    static var _name: String { get }

    /// The value as it is used: a parameter SwiftUI warns about at run time and draws anyway (a
    /// frame's NaN or negative width, an infinite scale) replaced by what SwiftUI does with it,
    /// with the warning's words handed to `warn`. Not API.
    func _checked(_ warn: (String) -> Void) -> Self
}

extension _BuiltInModifier {
    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[_name, default: 0] += 1
    }

    /// The modifier's own nodes, named after it: `frame`, `frame.layout`. Not API.
    public static var _chainNodeNames: [String] { [_name] }

    /// Every value is used as it is. Not API.
    public func _checked(_ warn: (String) -> Void) -> Self { self }
}

extension _BuiltInModifier where Self: Animatable & Equatable, AnimatableData: Sendable {
    /// An effect SwiftUI animates: an animatable node named after the modifier, read by the render
    /// node around the content.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let graph = inputs.animationGraph
        let views = inputs.graph
        let name = inputs.nodeName(_name)
        let read = modifier.read
        let node = graph.animatable(name: name) {
            read()._checked { views.warnAboutValue($0, in: name) }
        }
        inputs.subtree.add(node.id)
        let value = _GraphValue<Any>(
            read: { node.value }, peek: modifier.peek,
            source: _ViewSource(graph: graph.dependencyGraph, node: node.id))
        let render = _RenderNode(.modifier(name: _name, value: value), children: body(inputs).nodes)
        render.nodes.append(node.id)
        if let effect = Self.self as? any _DrawingEffect.Type, effect._readsFrame {
            _PresentedFrame.make(for: render, name: _name, inputs)
        }
        if Self.self is any _LayoutContainer.Type { _ViewLayout.makeNode(for: render, name: _name, inputs) }
        return _ViewOutputs(render)
    }
}
