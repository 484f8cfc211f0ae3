import Foundation
import GraphCore

/// A piece of the screen, as the host lays it out and draws it: what a view's make step produced,
/// reading its values from graph nodes. Not API.
package final class _RenderNode {
    /// What the piece is.
    let kind: _RenderKind
    /// Whether the piece is a ``_RenderKind/group``: asked of every piece whenever a stack's children
    /// are flattened, and cheaper to read than matching `kind`, whose payloads are copied to be
    /// matched.
    let isGroup: Bool
    /// The pieces inside it, in order; a ``_RenderKind/group`` stands for its children in its
    /// parent's list.
    var children: [_RenderNode] {
        didSet {
            for child in oldValue where child.parent === self { child.parent = nil }
            for child in children { child.parent = self }
        }
    }
    /// The piece this one is inside, if any. Not a `weak` reference, which would slow every retain
    /// of the piece (see ``_UnretainedReference``): a piece clears it on the pieces it lets go, and on
    /// those still inside it when it goes.
    private(set) unowned(unsafe) var parent: _RenderNode?
    /// A reference to this piece that does not keep it alive, for the closures of its nodes: made
    /// when first asked for, cleared when the piece goes.
    var reference: _UnretainedReference<_RenderNode> {
        if let referenceStorage { return referenceStorage }
        let reference = _UnretainedReference(self)
        referenceStorage = reference
        return reference
    }
    private var referenceStorage: _UnretainedReference<_RenderNode>?
    /// The layout node of a piece that places others (a stack, a frame, padding, an overlay): its
    /// value says where it put each piece of its region (see ``_ViewLayout``).
    var layoutNode: Node<_LayoutPlacements>?
    /// The size node of a piece that has a layout node: its sizes for the proposals its container
    /// asked for, read by the layout outside in place of what they depend on (see ``_ViewLayout``).
    var sizeNode: Node<_MeasuredSizes>?
    /// The proposals the piece's container measured it with, which its size node measures: the
    /// latest eight at most.
    var sizeProposals: [ProposedViewSize] = []
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
    var frozenPlacement: _LayoutPlacements.Placed? {
        get { memoStorage?.frozenPlacement }
        set {
            if memoStorage == nil, newValue == nil { return }
            layoutMemo.frozenPlacement = newValue
        }
    }
    /// What the latest layout evaluation that measured this piece found of it (see ``_ViewLayout``),
    /// made the first time layout asks for it.
    var layoutMemo: _LayoutMemo {
        if let memo = memoStorage { return memo }
        let memo = _LayoutMemo()
        memoStorage = memo
        return memo
    }
    /// The memo, once layout has measured the piece.
    private var memoStorage: _LayoutMemo?
    /// Where this piece's items are in the display list kept between frames (see
    /// ``_DisplayListCache``): its own item, or those of the pieces inside it.
    var displayRange = 0..<0
    /// The nodes this piece read to draw itself, by index, when the kept list was last built.
    var displayReads: [UInt32] = []
    /// Whether this piece, or a piece inside it, changed since the kept list was last rewritten.
    var displayMarks: DisplayMarks = []
    /// The pieces directly inside this one that are marked, in the order they were marked.
    var changedChildren: [_RenderNode] = []

    /// What changed about a piece, for the display list kept between frames.
    struct DisplayMarks: OptionSet {
        let rawValue: UInt8
        /// Something the piece read to draw itself changed: its items are drawn again.
        static let changed = DisplayMarks(rawValue: 1)
        /// A piece inside it changed: its frame and effects are worked out again on the way there.
        static let changedInside = DisplayMarks(rawValue: 2)
    }

    init(_ kind: _RenderKind, children: [_RenderNode] = []) {
        self.kind = kind
        if case .group = kind { isGroup = true } else { isGroup = false }
        self.children = children
        for child in children { child.parent = self }
    }

    // A view nested thousands of levels deep makes a chain of pieces as long: letting go of the
    // chain a piece at a time, instead of each piece's children freeing theirs in turn, keeps the
    // native stack flat.
    deinit {
        referenceStorage?.object = nil
        guard !children.isEmpty else { return }
        for child in children where child.parent === self { child.parent = nil }
        var pending = children
        children = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node), !node.children.isEmpty else { continue }
            pending += node.children
            node.children = []
        }
    }

    /// The children with groups replaced by their own children, without the ones being removed:
    /// what a stack lays out.
    var flattenedChildren: [_RenderNode] {
        var result: [_RenderNode] = []
        appendFlattenedChildren(to: &result)
        return result
    }

    /// The only one of the flattened children, when there is exactly one: found without making
    /// the list.
    var onlyFlattenedChild: _RenderNode? {
        var found: _RenderNode?
        var count = 0
        findFlattenedChildren(&found, &count)
        return count == 1 ? found : nil
    }

    /// Whether the piece has any flattened children: found without making the list.
    var hasFlattenedChildren: Bool {
        var found: _RenderNode?
        var count = 0
        findFlattenedChildren(&found, &count)
        return count > 0
    }

    /// Counts the flattened children into `count`, up to two, keeping the first in `found`.
    private func findFlattenedChildren(_ found: inout _RenderNode?, _ count: inout Int) {
        for child in children where !child.isRemoving {
            if child.isGroup {
                child.findFlattenedChildren(&found, &count)
            } else {
                count += 1
                if count == 1 { found = child }
            }
            if count > 1 { return }
        }
    }

    /// Appends the flattened children to `result`: one list for a whole `ForEach`, not one per row.
    private func appendFlattenedChildren(to result: inout [_RenderNode]) {
        for child in children where !child.isRemoving {
            if child.isGroup { child.appendFlattenedChildren(to: &result) } else { result.append(child) }
        }
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

    /// Marks this piece's items to be drawn again, and the pieces above it as leading to it. A mask
    /// is drawn again whenever a piece inside it changes: what its mask covers is worked out anew.
    func markDisplayChanged() {
        var node = self
        var mark = DisplayMarks.changed
        while true {
            let wasMarked = !node.displayMarks.isEmpty
            node.displayMarks.insert(mark)
            if case .modifier("mask", _) = node.kind { node.displayMarks.insert(.changed) }
            guard !wasMarked, let parent = node.parent else { return }
            parent.changedChildren.append(node)
            node = parent
            mark = .changedInside
        }
    }

    /// Takes the marks off this piece once its items are drawn again.
    func clearDisplayMarks() {
        displayMarks = []
        if !changedChildren.isEmpty { changedChildren = [] }
    }

    /// Forgets what the kept display list knew of this piece, before it is built afresh.
    func resetDisplay() {
        clearDisplayMarks()
        displayReads = []
        displayRange = 0..<0
    }

    /// This node and every node below it, depth first.
    func forEachNode(_ body: (_RenderNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }
}
