/// Views in a column, as SwiftUI's `LazyVStack`: laid out as a `VStack`.
///
/// SwiftUI makes a lazy stack's views only as they scroll into sight; Animatic shows a scroll view at
/// position zero and makes every view at once, so a lazy stack lays out, draws and animates as a
/// `VStack` does, under nodes of its own name (`LazyVStack.layout`).
public struct LazyVStack<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// How the children line up across the column.
    public var alignment: HorizontalAlignment
    /// The space between children; the system's default (8 points) when `nil`.
    public var spacing: CGFloat?
    /// The children.
    public var content: Content

    /// Creates a column; `pinnedViews` is kept and changes nothing, as no section scrolls.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The value as code writes it.
    public var description: String { "LazyVStack { \(TraceValue(content).description) }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("LazyVStack")).nodes
        let render = _RenderNode(.primitive(name: "LazyVStack", value: view.map { $0 }), children: children)
        _ViewLayout.makeNode(for: render, name: "LazyVStack", inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["LazyVStack", default: 0] += 1
        Content._collectNodeNames(into: &names)
    }
}

extension LazyVStack: _LayoutContainer {
    var _layout: any Layout { VStackLayout(alignment: alignment, spacing: spacing) }
}
