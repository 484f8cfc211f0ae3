/// Views in a row, as SwiftUI's `LazyHStack`: laid out as a `HStack`.
///
/// SwiftUI makes a lazy stack's views only as they scroll into sight; Animatic shows a scroll view at
/// position zero and makes every view at once, so a lazy stack lays out, draws and animates as a
/// `HStack` does, under nodes of its own name (`LazyHStack.layout`).
public struct LazyHStack<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// How the children line up across the row.
    public var alignment: VerticalAlignment
    /// The space between children; the system's default (8 points) when `nil`.
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// Creates a row; `pinnedViews` is kept and changes nothing, as no section scrolls.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "LazyHStack { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("LazyHStack")).nodes
        let render = _RenderNode(.primitive(name: "LazyHStack", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "LazyHStack", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["LazyHStack", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}

extension LazyHStack: _LayoutContainer {
    var _layout: any Layout { HStackLayout(alignment: alignment, spacing: spacing) }
}
