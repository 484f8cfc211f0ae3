extension ViewHost {
    /// What the latest frame draws, and where: every shape, text and image with its frame in screen
    /// points, after layout and before drawing effects, and the fill, stroke, trim, transform,
    /// opacity and clip in force. See ``DisplayList``.
    ///
    /// - Complexity: O(*n*) in the pieces of the view tree; computed on each access from the layout
    ///   nodes' and drawing nodes' values, which the frame brought up to date.
    public var displayList: DisplayList {
        guard let screen = root.layoutNode?.value else { return DisplayList(size: size, items: []) }
        let graph = graph.dependencyGraph
        var builder = _DisplayListBuilder { graph.name(of: $0) }
        builder.visit(
            root, region: screen, frame: CGRect(origin: .zero, size: size), effects: _DisplayListBuilder.Effects())
        return DisplayList(size: size, items: builder.items)
    }
}
