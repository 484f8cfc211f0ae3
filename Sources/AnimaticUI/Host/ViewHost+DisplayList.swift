extension ViewHost {
    /// What the latest frame draws, and where: every shape, text and image with its frame in screen
    /// points, after layout and before drawing effects, and the fill, stroke, trim, transform,
    /// opacity and clip in force. See ``DisplayList``.
    ///
    /// - Complexity: O(*c*) in the pieces whose layout or drawing values changed since the list was
    ///   last read (O(1) when nothing changed); O(*n*) in the pieces of the view tree after views
    ///   came or went. The list is kept between frames, and each access rewrites only the items of
    ///   the pieces that changed; the value is the one a walk of the whole tree would give.
    public var displayList: DisplayList {
        let items = displayCache.items(of: root, size: size, views: views)
        var list = DisplayList(size: size, items: items)
        list.colorScheme = displayCache.colorScheme
        return list
    }

    /// The display list built afresh from the whole view tree, with nothing kept: what
    /// ``displayList`` must equal, for the tests that check it.
    package var displayListBuiltAfresh: DisplayList {
        guard let layout = root.layoutNode else { return DisplayList(size: size, items: []) }
        let graph = graph.dependencyGraph
        var builder = _DisplayListBuilder(name: { graph.name(of: $0) })
        var effects = _DisplayListBuilder.Effects()
        effects.colorScheme = Self.preferredColorScheme(in: root) ?? .light
        builder.visit(root, region: layout.value, frame: CGRect(origin: .zero, size: size), effects: effects)
        var list = DisplayList(size: size, items: builder.items)
        list.colorScheme = effects.colorScheme
        return list
    }

    /// The colour scheme the first `preferredColorScheme` in the tree asks for, if any: the whole
    /// screen's, wherever it is in the tree.
    static func preferredColorScheme(in root: _RenderNode) -> ColorScheme? {
        // Depth first, in the order of the tree, without recursion: a view may nest deep.
        var pending = [root]
        while let node = pending.popLast() {
            if case .modifier(name: "colorScheme", let value) = node.kind,
                let writer = value.read() as? _EnvironmentWriter<ColorScheme>, writer.isPreference
            {
                return writer.value
            }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}
