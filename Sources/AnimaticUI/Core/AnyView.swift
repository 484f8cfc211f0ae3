/// A view of any type, as SwiftUI's `AnyView`. When the type of the view inside changes, its place
/// is rebuilt: the old view's nodes and state go.
public struct AnyView: _PrimitiveView {
    let storage: any View

    /// Wraps a view.
    public init<Content: View>(_ view: Content) {
        storage = view
    }

    /// Wraps a view, or answers `nil` when `value` is not one.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        let render = _RenderNode(.group)
        let place = context.subtree.makeChild()
        var inner = context
        inner.subtree = place
        _ = _StructureNode.make(
            name: context.nodeName("AnyView"), context, key: { ObjectIdentifier(type(of: view.read().storage)) },
            initial: ObjectIdentifier(type(of: view.peek().storage)), doomed: { _, _ in [place] }
        ) { old, _ in
            if old != nil { place.removeContents(from: context.animationGraph) }
            render.children = makeContent(view.peek().storage, view, inner).nodes
        }
        return _ViewOutputs(render)
    }

    private static func makeContent<Content: View>(
        _ sample: Content, _ view: _ViewInput<AnyView>, _ context: _MakeContext
    ) -> _ViewOutputs {
        let last = _LastValue<Content>(sample)
        return Content._makeView(view.map { last.update($0.storage as? Content) }, context)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["AnyView", default: 0] += 1
    }
}

extension AnyView: CustomStringConvertible {
    /// The wrapped view's description.
    public var description: String { "AnyView(\(TraceValue(storage).description))" }
}
