/// An optional view, as `if` without `else` builds it: nothing when `nil`. Its content is its own
/// place in the tree, removed with its state when it becomes `nil`.
extension Optional: View where Wrapped: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// An optional view has no body.
    public var body: Never { fatalError("Optional views have no body.") }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        let render = _RenderNode(.group)
        let place = context.subtree.makeChild()
        var inner = context
        inner.subtree = place
        let last = _LastValue<Wrapped>()
        _ = _StructureNode.make(
            name: context.nodeName("if"), context, key: { view.read() != nil }, initial: view.peek() != nil,
            doomed: { _, _ in [place] }
        ) { old, isPresent in
            if old != nil { place.removeContents(from: context.animationGraph) }
            render.children = []
            guard isPresent else { return }
            let content = view.map { last.update($0) }
            _ = content.peek()
            render.children = Wrapped._makeView(content, inner.branch("if")).nodes
        }
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["if", default: 0] += 1
        Wrapped._collectNodeNames(into: &names)
    }
}
