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
        // A preferred colour scheme, wherever it is in the tree, is the whole screen's.
        var effects = _DisplayListBuilder.Effects()
        effects.colorScheme = Self.preferredColorScheme(in: root) ?? .light
        builder.visit(root, region: screen, frame: CGRect(origin: .zero, size: size), effects: effects)
        var list = DisplayList(size: size, items: builder.items)
        list.colorScheme = effects.colorScheme
        return list
    }

    /// The colour scheme the first `preferredColorScheme` in the tree asks for, if any.
    private static func preferredColorScheme(in node: _RenderNode) -> ColorScheme? {
        if case .modifier(name: "colorScheme", let value) = node.kind,
            let writer = value.read() as? _EnvironmentWriter<ColorScheme>, writer.isPreference
        {
            return writer.value
        }
        for child in node.children {
            if let scheme = preferredColorScheme(in: child) { return scheme }
        }
        return nil
    }
}
