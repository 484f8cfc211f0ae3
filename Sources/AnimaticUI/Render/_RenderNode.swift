import GraphCore

/// A piece of the screen, as the host lays it out and draws it: what a view's make step produced,
/// reading its values from graph nodes. Not API.
public final class _RenderNode {
    /// What the piece is.
    let kind: _RenderKind
    /// The pieces inside it, in order; a ``_RenderKind/group`` stands for its children in its
    /// parent's list.
    var children: [_RenderNode] {
        didSet { for child in children { child.parent = self } }
    }
    /// The piece this one is inside, if any.
    private(set) weak var parent: _RenderNode?
    /// The layout node of a piece that places others (a stack, a frame, padding, an overlay): its
    /// value says where it put each piece of its region (see ``_ViewLayout``).
    var layoutNode: Node<_LayoutPlacements>?
    /// The graph nodes this piece reads to place or draw what is inside it, or itself: a view's
    /// value and body, an effect's animatable node, a container's layout node, a shape's colour and
    /// the shape. The display list names, on each item, those of the pieces around it.
    var nodes: [NodeID] = []
    /// What the latest layout evaluation that measured this piece found of it (see ``_ViewLayout``).
    var layoutMemo = _LayoutMemo()

    init(_ kind: _RenderKind, children: [_RenderNode] = []) {
        self.kind = kind
        self.children = children
        for child in children { child.parent = self }
    }

    /// The children with groups replaced by their own children: what a stack lays out.
    var flattenedChildren: [_RenderNode] {
        var result: [_RenderNode] = []
        for child in children {
            if case .group = child.kind { result += child.flattenedChildren } else { result.append(child) }
        }
        return result
    }

    /// The nearest piece above this one that has a layout node: the one that places this piece.
    var container: _RenderNode? {
        var node = parent
        while let current = node, current.layoutNode == nil { node = current.parent }
        return node
    }

    /// This node and every node below it, depth first.
    func forEachNode(_ body: (_RenderNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}
