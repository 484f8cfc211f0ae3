/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// How the children line up across the column.
    public var alignment: HorizontalAlignment
    /// The space between children; the system's default (8 points) when `nil`.
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// Creates a column.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "VStack { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("VStack")).nodes
        let render = _RenderNode(.primitive(name: "VStack", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "VStack", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["VStack", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}
