import Foundation
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
    /// The animatable node of a piece that draws, presenting where it is drawn (see
    /// ``_PresentedFrame``); `nil` for a piece that draws nothing itself.
    var frameNode: Node<CGRect>?
    /// The graph nodes this piece reads to place or draw what is inside it, or itself: a view's
    /// value and body, an effect's animatable node, a container's layout node, a shape's colour and
    /// the shape. The display list names, on each item, those of the pieces around it.
    var nodes: [NodeID] = []
    /// Whether the piece is a removed view still drawn while its removal transition runs: out of its
    /// container's layout, at the place it had (``frozenPlacement``).
    var isRemoving = false
    /// Where the piece's container last placed it, kept while it is being removed.
    var frozenPlacement: _LayoutPlacements.Placed?
    /// What the latest layout evaluation that measured this piece found of it (see ``_ViewLayout``).
    var layoutMemo = _LayoutMemo()

    init(_ kind: _RenderKind, children: [_RenderNode] = []) {
        self.kind = kind
        self.children = children
        for child in children { child.parent = self }
    }

    /// The children with groups replaced by their own children, without the ones being removed:
    /// what a stack lays out.
    var flattenedChildren: [_RenderNode] {
        var result: [_RenderNode] = []
        for child in children where !child.isRemoving {
            if case .group = child.kind { result += child.flattenedChildren } else { result.append(child) }
        }
        return result
    }

    /// Keeps where this piece and the pieces of its region inside it were placed by `region` (its
    /// container's layout value), so that they stay there while the piece is removed.
    func freezePlacements(in region: _LayoutPlacements) {
        isRemoving = true
        func freeze(_ node: _RenderNode) {
            if let placed = region[node] { node.frozenPlacement = placed }
            guard node.layoutNode == nil || node === self else { return }
            for child in node.children { freeze(child) }
        }
        freeze(self)
    }

    /// Takes back ``freezePlacements(in:)``: the piece is laid out again.
    func thawPlacements() {
        isRemoving = false
        forEachNode { $0.frozenPlacement = nil }
    }

    /// The nearest piece above this one that has a layout node: the one that places this piece.
    var container: _RenderNode? {
        var node = parent
        while let current = node, current.layoutNode == nil { node = current.parent }
        return node
    }

    /// How many views this piece is inside: the pieces above it that are not modifiers (a modifier
    /// and the view it modifies are one view, at one depth).
    var viewDepth: Int {
        var count = 0
        var node = parent
        while let current = node {
            if case .modifier = current.kind {} else { count += 1 }
            node = current.parent
        }
        return count
    }

    /// This node and every node below it, depth first.
    func forEachNode(_ body: (_RenderNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}
