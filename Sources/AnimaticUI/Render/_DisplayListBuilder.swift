import Foundation
import GraphCore

/// Builds a host's display list: walks what was made for the views, reading each piece's frame from
/// its container's layout node and each effect's presented value from its node. Not API.
///
/// A list kept between frames (``_DisplayListCache``) is rewritten rather than built again: each
/// piece's items are a run of the list (``_RenderNode/displayRange``), and only the pieces whose
/// reads changed are visited again, in their run; the walk reaches them through the pieces above,
/// whose frame and effects it works out again on the way.
struct _DisplayListBuilder {
    /// The effects in force at a piece.
    struct Effects {
        /// The effects' transform, from laid-out coordinates to the screen's.
        var transform = ProjectionTransform()
        var opacity = 1.0
        var clip: [Path] = []
        /// Blurs and masks, outermost first.
        var list: [DisplayList.Effect] = []
        /// The names of the nodes of the pieces passed on the way down, outermost first.
        var nodes: _NamePath?
        /// The colour that text and images with no foreground style draw in: the primary colour,
        /// or the accent colour inside a button, as a default-styled button draws its label
        /// (``_LabelTinting``).
        var foreground = Color.primary
        /// The shadow of the innermost `shadow` around the piece.
        var shadow: DisplayList.Shadow?
        /// The appearance the piece is drawn in: semantic colours take its colours.
        var colorScheme = ColorScheme.light
    }

    private(set) var items: [DisplayList.Item] = []
    /// The name of a graph node.
    let name: (NodeID) -> String
    /// Where the reads each piece makes are kept, for a list kept between frames (see
    /// ``_DisplayListCache``); `nil` when nothing is kept.
    let reads: _DisplayListCache.Reads?
    /// Where the next item goes while a kept list is rewritten in place; `nil` while building afresh.
    private var cursor: Int?
    /// Set when a rewrite made other items than the kept list had in their place: the list must be
    /// built afresh.
    private(set) var mismatch = false

    /// Where the walk goes on when the stack is nearly spent: a view nested deep makes a piece per
    /// level, and the walk recurses once per piece.
    private let deep = _DeepRecursion()

    init(name: @escaping (NodeID) -> String, reads: _DisplayListCache.Reads? = nil) {
        self.name = name
        self.reads = reads
    }

    /// Starts rewriting `items`, a list kept from an earlier frame, in place.
    init(rewriting items: [DisplayList.Item], name: @escaping (NodeID) -> String, reads: _DisplayListCache.Reads) {
        self.items = items
        self.name = name
        self.reads = reads
    }

    /// Where the next item goes.
    private var position: Int { cursor ?? items.count }

    /// What a piece draws, once its frame and the effects in force are known.
    private enum Content {
        /// A leaf's item.
        case item(DisplayList.Item)
        /// Nothing: the piece cannot be drawn.
        case nothing
        /// The pieces inside, placed by `region`, in `frame`, under `effects`: in the order they are
        /// drawn, or, when `isOrdered` is `false`, in the order of the body, to be sorted by `zIndex`
        /// (only when drawn: a rewrite passes through in any order).
        case inside([_RenderNode], isOrdered: Bool, region: _LayoutPlacements, frame: CGRect, effects: Effects)
    }

    /// Adds the items of `node` and everything inside it; `region` is the layout value of the
    /// container that placed it, `frame` the frame of the piece it is inside.
    mutating func visit(_ node: _RenderNode, region: _LayoutPlacements, frame: CGRect, effects: Effects) {
        if deep.needsFreshStack {
            return deep.onFreshStack { visit(node, region: region, frame: frame, effects: effects) }
        }
        let start = position
        let mark = reads?.mark
        switch content(of: node, region: region, frame: frame, effects: effects) {
        case .item(let item):
            reads?.attribute(node, since: mark)
            emit(item)
        case .nothing:
            reads?.attribute(node, since: mark)
            if reads != nil { node.forEachNode { $0.clearDisplayMarks() } }
        case .inside(let children, let isOrdered, let inner, let frame, let effects):
            reads?.attribute(node, since: mark)
            for child in isOrdered ? children : Self.drawingOrder(children) {
                visit(child, region: inner, frame: frame, effects: effects)
            }
        }
        // Only a kept list remembers where each piece's items are.
        guard reads != nil else { return }
        node.displayRange = start..<position
        node.clearDisplayMarks()
    }

    /// Rewrites, in a kept list, the items of the pieces marked changed at or below `node` (see
    /// ``_RenderNode/markDisplayChanged()``): a changed piece is drawn again in full, in the place its
    /// items had; the pieces around it are passed through, their own items kept.
    mutating func rewrite(_ node: _RenderNode, region: _LayoutPlacements, frame: CGRect, effects: Effects) {
        guard !mismatch else { return }
        if deep.needsFreshStack {
            return deep.onFreshStack { rewrite(node, region: region, frame: frame, effects: effects) }
        }
        if node.displayMarks.contains(.changed) {
            let range = node.displayRange
            cursor = range.lowerBound
            visit(node, region: region, frame: frame, effects: effects)
            if node.displayRange != range { mismatch = true }
            return
        }
        let mark = reads?.mark
        let content = content(of: node, region: region, frame: frame, effects: effects)
        // Read again as before: the piece's reads are known already.
        if let mark { reads?.drop(since: mark) }
        guard case .inside(_, _, let inner, let frame, let effects) = content else {
            mismatch = true
            return
        }
        let changed = node.changedChildren
        node.clearDisplayMarks()
        for child in changed { rewrite(child, region: inner, frame: frame, effects: effects) }
    }

    private mutating func emit(_ item: DisplayList.Item) {
        guard let cursor else { return items.append(item) }
        if cursor < items.count { items[cursor] = item } else { mismatch = true }
        self.cursor = cursor + 1
    }

    /// What `node` draws: its item, or the pieces inside with their frame and effects. Reads the
    /// node's layout value and its own value.
    private func content(
        of node: _RenderNode, region: _LayoutPlacements, frame: CGRect, effects: Effects
    ) -> Content {
        // A removed view still drawn keeps the place it had.
        let placed = region[node] ?? node.frozenPlacement
        // A piece that draws is drawn where its frame node presents it (animated layout).
        let frame = node.frameNode?.value ?? placed?.frame ?? frame
        let inner = node.layoutNode?.value ?? region
        var effects = effects
        effects.nodes = _NamePath.adding(node.nodes.map(name), to: effects.nodes)
        switch node.kind {
        case .group, .view:
            break
        case .modifier(let name, let value):
            switch name {
            case "overlay", "background":
                // Drawn base then overlay, or background then base.
                let order = name == "overlay" ? node.children : node.children.reversed()
                return .inside(order, isOrdered: true, region: inner, frame: frame, effects: effects)
            case "mask" where node.children.count == 2:
                // The mask's items are not drawn: what they cover limits the base. Its pieces' reads
                // are the mask's own.
                var mask = _DisplayListBuilder(name: self.name)
                mask.visit(
                    node.children[1], region: inner, frame: frame, effects: Effects(transform: effects.transform))
                var masked = effects
                masked.list.append(.mask(Self.coverage(of: mask.items)))
                return .inside([node.children[0]], isOrdered: true, region: inner, frame: frame, effects: masked)
            default:
                apply(value.read(), in: frame, to: &effects)
                // Effects of huge factors can overflow (a scale of 1e300 turned by an angle): what
                // they would move has no place on the screen, and is not drawn.
                guard effects.transform.isFinite else { return .nothing }
            }
        case .primitive(let name, let value):
            let content = value.read()
            if let item = item(name: name, content: content, frame: frame, placed: placed, effects: effects) {
                return .item(item)
            }
            if let foreground = (content as? any _LabelTinting)?._labelForeground { effects.foreground = foreground }
        }
        return .inside(node.children, isOrdered: false, region: inner, frame: frame, effects: effects)
    }

    /// The pieces in the order they are drawn: by `zIndex`, lowest first, and in the order of the body
    /// among equal indices.
    static func drawingOrder(_ pieces: [_RenderNode]) -> [_RenderNode] {
        let indices = pieces.map(zIndex)
        guard indices.contains(where: { $0 != 0 }) else { return pieces }
        return pieces.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }.map { pieces[$0] }
    }

    /// The `zIndex` of a piece: that of the outermost `zIndex` among the modifiers it starts with.
    private static func zIndex(_ piece: _RenderNode) -> Double {
        var node = piece
        while case .modifier(_, let value) = node.kind {
            if let modifier = value.peek() as? _ZIndexModifier { return modifier.index }
            guard node.children.count == 1 else { break }
            node = node.children[0]
        }
        return 0
    }

    /// Folds a drawing effect into the effects in force; other modifiers change nothing.
    private func apply(_ modifier: Any, in frame: CGRect, to effects: inout Effects) {
        (modifier as? any _DrawingEffect)?._apply(in: frame, to: &effects)
    }

    /// The item a leaf draws, or `nil` for a piece that draws only what is inside it.
    private func item(
        name: String, content: Any, frame: CGRect, placed: _LayoutPlacements.Placed?, effects: Effects
    ) -> DisplayList.Item? {
        guard let leaf = content as? any _DrawnLeaf else { return nil }
        var item = leaf._item(
            view: name, frame: frame, proposal: placed?.proposal ?? ProposedViewSize(frame.size),
            foreground: effects.foreground)
        item.fill = item.fill?.resolved(in: effects.colorScheme)
        item.stroke = item.stroke?.resolved(in: effects.colorScheme)
        item.transform = effects.transform.affinePart
        item.projection = effects.transform
        item.opacity = effects.opacity
        item.clip = effects.clip
        item.effects = effects.list
        item.shadow = effects.shadow
        item.nodeList = effects.nodes.map { .path($0) } ?? .names([])
        return item
    }

    /// What a mask's items cover, in screen points: their shapes' paths, and the frames of its
    /// texts and images, each with its transform.
    private static func coverage(of items: [DisplayList.Item]) -> Path {
        var union = Path()
        func add(_ element: Path.Element) {
            switch element {
            case .move(let to): union.move(to: to)
            case .line(let to): union.addLine(to: to)
            case .quadCurve(let to, let control): union.addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2):
                union.addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: union.closeSubpath()
            }
        }
        for item in items {
            let path = (item.kind == .shape ? item.path : nil) ?? Path(item.frame)
            project(path, item.projection).forEach(add)
        }
        return union
    }

    static func point(_ anchor: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    /// `outer` after `inner`: a point goes through `inner` first.
    static func compose(_ outer: ProjectionTransform, _ inner: ProjectionTransform) -> ProjectionTransform {
        inner.concatenating(outer)
    }

    /// `outer` after the affine `inner`.
    static func compose(_ outer: ProjectionTransform, _ inner: AffineTransform) -> ProjectionTransform {
        compose(outer, ProjectionTransform(inner))
    }

    /// `path` through `projection` (see `Path.projected(by:)`).
    static func project(_ path: Path, _ projection: ProjectionTransform) -> Path {
        path.projected(by: projection)
    }
}
