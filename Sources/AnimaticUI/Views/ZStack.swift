/// Views on top of one another, as SwiftUI's `ZStack`: each is offered the stack's size; the stack
/// is as large as their union.
public struct ZStack<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// Where the children sit.
    public var alignment: Alignment
    /// The children, back to front.
    public var content: Content

    /// Creates a stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "ZStack { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("ZStack")).nodes
        let render = _RenderNode(.primitive(name: "ZStack", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "ZStack", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["ZStack", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}
