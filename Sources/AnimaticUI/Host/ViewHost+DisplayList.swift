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
        DisplayList(size: size, items: displayCache.items(of: root, size: size, views: views))
    }

    /// The display list built afresh from the whole view tree, with nothing kept: what
    /// ``displayList`` must equal, for the tests that check it.
    package var displayListBuiltAfresh: DisplayList {
        guard let layout = root.layoutNode else { return DisplayList(size: size, items: []) }
        let graph = graph.dependencyGraph
        var builder = _DisplayListBuilder(name: { graph.name(of: $0) })
        builder.visit(root, region: layout.value, frame: CGRect(origin: .zero, size: size), effects: .init())
        return DisplayList(size: size, items: builder.items)
    }
}
