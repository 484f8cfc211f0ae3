import Foundation

/// A tree of layouts and leaves, laid out in one pass: the layout engine without the graph.
///
/// Each node is a leaf that sizes itself (a shape, a text, a spacer), or a ``Layout`` with
/// children. ``place(proposal:at:)`` runs SwiftUI's three steps down the whole tree (propose,
/// choose, place) and returns every node's frame in the root's coordinates. It recomputes
/// everything on each call; the view system's incremental layout should place every view where
/// this does, which makes it a reference to test against.
///
///     let screen = _LayoutNode(
///         "stack", VStackLayout(spacing: 32),
///         [.text("title", "Batter"), _LayoutNode("gauge", _FrameLayout(width: 240, height: 240), [.shape("bowl")])])
///     let frames = screen.place(proposal: ProposedViewSize(width: 402, height: 778), at: CGPoint(x: 0, y: 62))
package struct _LayoutNode {
    private enum Content {
        case leaf((ProposedViewSize) -> CGSize)
        case spacer(minLength: CGFloat?)
        case layout(any Layout, [_LayoutNode])
    }

    /// The node's name, which its placement carries.
    package var name: String

    /// The node's layout priority, or `nil` for the default: 0, and minus infinity for a
    /// spacer.
    package var priority: Double?

    private let content: Content

    private init(name: String, priority: Double? = nil, content: Content) {
        self.name = name
        self.priority = priority
        self.content = content
    }

    /// Creates a layout node.
    ///
    /// - Parameters:
    ///   - name: The node's name.
    ///   - layout: The layout that sizes the node and places its children.
    ///   - children: The children, in order.
    package init(_ name: String, _ layout: some Layout, _ children: [_LayoutNode]) {
        self.init(name: name, content: .layout(layout, children))
    }

    /// A leaf that sizes itself with a closure.
    ///
    /// - Parameters:
    ///   - name: The node's name.
    ///   - sizeThatFits: The leaf's size for a proposal.
    /// - Returns: The leaf.
    package static func leaf(_ name: String, sizeThatFits: @escaping (ProposedViewSize) -> CGSize) -> _LayoutNode {
        _LayoutNode(name: name, content: .leaf(sizeThatFits))
    }

    /// A shape, or a `Color`: it takes the whole proposal (see ``_LeafSizing/shape(_:)``).
    ///
    /// - Parameter name: The node's name.
    /// - Returns: The leaf.
    package static func shape(_ name: String) -> _LayoutNode {
        leaf(name, sizeThatFits: _LeafSizing.shape)
    }

    /// A text, measured by ``_TextLayout``.
    ///
    /// - Parameters:
    ///   - name: The node's name.
    ///   - string: The text.
    ///   - font: The font; `body` by default.
    /// - Returns: The leaf.
    package static func text(_ name: String, _ string: String, font: Font = .body) -> _LayoutNode {
        leaf(name) { _TextLayout(string, font: font, proposal: $0).size }
    }

    /// A `Spacer`.
    ///
    /// - Parameters:
    ///   - name: The node's name.
    ///   - minLength: The minimum length, or `nil` for the default of 8 points.
    /// - Returns: The spacer.
    package static func spacer(_ name: String, minLength: CGFloat? = nil) -> _LayoutNode {
        _LayoutNode(name: name, content: .spacer(minLength: minLength))
    }

    /// The node with a layout priority, as `layoutPriority(_:)` gives a view.
    ///
    /// - Parameter priority: The priority; stacks offer space to higher priorities first.
    /// - Returns: The node with that priority.
    package func layoutPriority(_ priority: Double) -> _LayoutNode {
        var node = self
        node.priority = priority
        return node
    }

    /// The size the node chooses for a proposal, outside any stack.
    ///
    /// - Parameter proposal: The size proposed.
    /// - Returns: The node's size.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        subview(orientation: nil, log: nil).sizeThatFits(proposal)
    }

    /// Lays out the tree: the root is proposed `proposal` and placed with its top-leading
    /// corner at `origin`.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the root.
    ///   - origin: Where the root's top-leading corner goes.
    /// - Returns: Every node's placement, parents before children, in the order of the tree.
    package func place(proposal: ProposedViewSize, at origin: CGPoint = .zero) -> [Placement] {
        let log = _PlacementLog()
        subview(orientation: nil, log: log).place(at: origin, anchor: .topLeading, proposal: proposal)
        return log.placements
    }

    /// Lays out the tree as a host lays out its root: proposed the size of `bounds` and
    /// aligned in it, centred by default.
    ///
    /// A screen's root view is proposed the safe area (402 × 778 points on an iPhone 16 Pro in
    /// portrait, below a top inset of 62 and above a bottom inset of 34) and centred in it.
    ///
    /// - Parameters:
    ///   - bounds: The area offered, such as a screen's safe area.
    ///   - alignment: How the root is aligned in `bounds`; centre by default.
    /// - Returns: Every node's placement, parents before children, in the order of the tree.
    package func place(in bounds: CGRect, alignment: Alignment = .center) -> [Placement] {
        let proposal = ProposedViewSize(bounds.size)
        let size = sizeThatFits(proposal)
        return place(proposal: proposal, at: alignment.origin(placing: size, in: bounds))
    }

    /// The node as a subview of a layout whose stack orientation is `orientation`; placing it
    /// records its frame in `log` and places its children.
    private func subview(orientation: Axis?, log: _PlacementLog?) -> LayoutSubview {
        let name = self.name
        let record: (CGRect, ProposedViewSize) -> Void = { frame, proposal in
            log?.placements.append(Placement(name: name, frame: frame, proposal: proposal))
        }
        switch content {
        case .leaf(let sizeThatFits):
            return LayoutSubview(priority: priority ?? 0, sizeThatFits: sizeThatFits, place: record)
        case .spacer(let minLength):
            return LayoutSubview.spacer(
                minLength: minLength, orientation: orientation, priority: priority ?? -.infinity, place: record)
        case .layout(let layout, let children):
            return Self.subview(layout, children, priority: priority ?? 0, log: log, record: record)
        }
    }

    private static func subview<L: Layout>(
        _ layout: L, _ children: [_LayoutNode], priority: Double, log: _PlacementLog?,
        record: @escaping (CGRect, ProposedViewSize) -> Void
    ) -> LayoutSubview {
        let orientation = L.layoutProperties.stackOrientation
        let measuring = LayoutSubviews(children.map { $0.subview(orientation: orientation, log: nil) })
        let placing = LayoutSubviews(children.map { $0.subview(orientation: orientation, log: log) })
        return LayoutSubview(
            priority: priority,
            sizeThatFits: { proposal in
                var cache = layout.makeCache(subviews: measuring)
                return layout.sizeThatFits(proposal: proposal, subviews: measuring, cache: &cache)
            },
            place: { frame, proposal in
                record(frame, proposal)
                var cache = layout.makeCache(subviews: placing)
                layout.placeSubviews(in: frame, proposal: proposal, subviews: placing, cache: &cache)
            })
    }
}
