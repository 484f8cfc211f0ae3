/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// How the children line up across the row.
    public var alignment: VerticalAlignment
    /// The space between children; the system's default (8 points) when `nil`.
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// Creates a row.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "HStack { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("HStack")).nodes
        let render = _RenderNode(.primitive(name: "HStack", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "HStack", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["HStack", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}
