import Foundation

/// A container whose content is made from its own size and place, as SwiftUI's `GeometryReader`.
///
///     GeometryReader { proxy in
///         Capsule()
///             .frame(width: proxy.size.width * progress, height: 8)
///     }
///
/// It takes the whole size proposed (an unspecified dimension counts as 0), proposes that size to
/// its content and places the content at its top-leading corner. `proxy.size` and
/// `proxy.frame(in:)` come from layout, without animation. The proxy is the node `GeometryReader`,
/// which reads the reader's layout node (`GeometryReader.layout`); the content is the body
/// `GeometryReader.content`, which runs again when the proxy changes.
public struct GeometryReader<Content: View>: _PrimitiveView, CustomStringConvertible {
    /// Makes the content from the proxy.
    public var content: (GeometryProxy) -> Content

    /// A reader of the content `content` makes.
    ///
    /// - Parameter content: Makes the content from the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The value as code writes it.
    public var description: String { "GeometryReader { … }" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let graph = inputs.animationGraph
        let render = _RenderNode(.primitive(name: "GeometryReader", value: view.map { $0 }))
        _ViewLayout.makeNode(for: render, name: "GeometryReader", inputs)
        guard let layout = render.layoutNode else { preconditionFailure("GeometryReader has a layout node") }
        let name = inputs.nodeName("GeometryReader")
        let proxy = graph.rule(name: name) { GeometryProxy(globalFrame: layout.value.own.frame) }
        inputs.subtree.add(proxy.id)
        render.nodes.append(proxy.id)
        let dependencies = graph.dependencyGraph
        let input = _GraphValue(
            read: { _SequencerContentInput(view: view.read(), value: proxy.value) },
            peek: { [unowned dependencies] in
                let current = dependencies.currentValue(of: proxy.id) as? GeometryProxy
                return _SequencerContentInput(view: view.peek(), value: current ?? GeometryProxy(globalFrame: .zero))
            })
        let inner = inputs.inside("GeometryReader")
        let body = _CompositeView<_SequencerContentInput<Self, GeometryProxy>>.makeBody(
            input, name: name, inner, shortName: "GeometryReader", bodySuffix: "content"
        ) { $0.view.content($0.value) }
        let holder = _GeometryReaderContent()
        let content = _RenderNode(
            .primitive(name: "GeometryReader.content", value: _GraphValue(read: { holder }, peek: { holder })),
            children: body.nodes)
        _ViewLayout.makeNode(for: content, name: "GeometryReader.content", inner)
        render.children = [content]
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["GeometryReader", default: 0] += 1
    }
}

extension GeometryReader: _LayoutContainer {
    var _layout: any Layout { _GeometryReaderLayout() }
}
