import Foundation
import GraphCore
import Synchronization

/// Layout in the graph: the layout nodes of containers, and how a container measures and places the
/// pieces of its region. Not API.
///
/// Every view or modifier that places others (``_LayoutContainer``: stacks, frames, padding,
/// overlays, `fixedSize`, `position`) has a layout node, named after it with `.layout`
/// (`VStack.layout`, `frame.layout`, `padding.layout`, `overlay.layout`); the screen has
/// `ViewHost.layout`. A layout node reads the placement its container gave it (from the container's
/// layout node), measures its subviews with SwiftUI's three steps (propose, choose, place) and
/// records where it put each piece of its region (see ``_LayoutPlacements``). Measuring reads the
/// values that sizes depend on: a text's string, a frame's or padding's (presented) value, a
/// stack's spacing. Drawing-only effects (`offset`, `scaleEffect`, `rotationEffect`, `opacity`,
/// `clipShape`) and shapes' own values are never read, so animating them runs no layout node; an
/// animated `frame` or `padding` is read by its layout node and by the containers that measure it,
/// which then run every frame. Each layout node also reads `ViewHost.structure`, which the host
/// bumps when views appear or go, so that containers place new pieces.
///
/// Every container also has a size node, `<short>.size` (`HStack.size`, `frame.size`): the sizes it
/// chooses for the proposals its own container measured it with (``_MeasuredSizes``). The layout
/// outside reads that node rather than what the sizes depend on, so a change inside a container
/// that leaves its size equal (a square widening inside a row that fills the width) stops at the
/// size node: the stack of ten thousand rows around it neither measures nor places again.
enum _ViewLayout {
    /// Makes the layout node of `render`, a container, named `<short>.layout` at its place, and its
    /// size node, `<short>.size`.
    static func makeNode(for render: _RenderNode, name short: String, _ inputs: _ViewInputs) {
        let screen = inputs.graph.screen
        let empty = _LayoutPlacements.Placed(frame: .zero, proposal: .zero)
        let node = rule(short + ".layout", of: render, inputs, orElse: _LayoutPlacements(own: empty, placed: [:])) {
            render, sizes in
            // A removed view still drawn keeps the place it had.
            let own = render.container?.layoutNode?.value[render] ?? render.frozenPlacement ?? empty
            return place(render, in: own, on: screen, sizes: sizes)
        }
        inputs.animationGraph.markViewInternal(node.id)
        // A change inside that leaves the placements equal stops here: the frames inside are
        // neither marked nor verified. Ranked by depth once the tree around it is built, so that
        // the layouts a change reaches run outside in.
        inputs.animationGraph.dependencyGraph.markBarrier(node.id, rank: unranked)
        let reference = render.reference
        inputs.graph.whenLaidOut { [unowned(unsafe) graph = inputs.animationGraph.dependencyGraph] in
            if let render = reference.object { rankLayout(of: render, in: graph) }
        }
        inputs.subtree.add(node.id)
        render.layoutNode = node
        render.nodes.append(node.id)
        let sizeNode = rule(short + ".size", of: render, inputs, orElse: _MeasuredSizes()) { render, sizes in
            measure(render, for: render.sizeProposals, sizes: sizes)
        }
        // Pulled after the other outputs: the layout outside reads it first, once it has asked for
        // its proposals, so that it measures them when it runs.
        inputs.animationGraph.dependencyGraph.markLateOutput(sizeNode.id)
        inputs.animationGraph.markViewInternal(sizeNode.id)
        inputs.subtree.add(sizeNode.id)
        render.sizeNode = sizeNode
    }

    /// A rule of `render`'s layout, named `name` at its place: it reads the views' structure, so that
    /// it runs again when pieces appear or go, and runs `body` with the sizes kept for this
    /// evaluation; `fallback` once the piece is gone.
    private static func rule<Value: Equatable>(
        _ name: String, of render: _RenderNode, _ inputs: _ViewInputs, orElse fallback: Value,
        _ body: @escaping (_RenderNode, _SizeCache) -> Value
    ) -> Node<Value> {
        let structure = inputs.graph.structure
        let reference = render.reference
        return inputs.animationGraph.rule(name: inputs.nodeName(name)) {
            [unowned(unsafe) graph = inputs.animationGraph.dependencyGraph, unowned(unsafe) views = inputs.graph]
            () -> Value in
            _ = structure.value
            guard let render = reference.object else { return fallback }
            return body(render, _SizeCache(graph: graph, structure: views.generation))
        }
    }

    /// The sizes `container` chooses for `proposals`: its size node's value.
    private static func measure(
        _ container: _RenderNode, for proposals: [ProposedViewSize], sizes: _SizeCache
    ) -> _MeasuredSizes {
        guard !proposals.isEmpty else { return _MeasuredSizes() }
        let layout = self.layout(of: container, sizes)
        let subviews = self.subviews(of: container, layout: layout, recorder: nil, sizes)
        return _MeasuredSizes(proposals: proposals, sizes: proposals.map { sizeThatFits(layout, $0, subviews) })
    }

    /// The rank of a layout node until the tree around it is built: after every ranked one, as the
    /// layouts of the views just built are inside those already there.
    static let unranked = Int(UInt32.max)

    /// Ranks the layout node of `render` one below its container's, and those of the containers
    /// above it not ranked yet: the screen's is 1, a layout inside it 2, and so on. Each container
    /// is ranked once, by the first of the layouts inside it to be ranked, so ranking a whole tree
    /// costs a step a container, however deep.
    private static func rankLayout(of render: _RenderNode, in graph: DependencyGraph) {
        var waiting: [_RenderNode] = []
        var base = 0
        var next: _RenderNode? = render
        while let current = next, let layout = current.layoutNode {
            if let rank = graph.barrierRank(of: layout.id), rank > 0, rank != unranked {
                base = rank
                break
            }
            waiting.append(current)
            next = current.container
        }
        for (offset, container) in waiting.reversed().enumerated() {
            if let layout = container.layoutNode { graph.markBarrier(layout.id, rank: base + 1 + offset) }
        }
    }

    /// Makes the screen's layout node: the root views are proposed the screen's safe area and
    /// centred in it, as SwiftUI's hosting view does; its own frame is the safe area.
    static func makeRootNode(for root: _RenderNode, graph: _ViewGraph) {
        let structure = graph.structure
        let screen = graph.screen
        let node = graph.graph.rule(name: "ViewHost.layout") {
            [weak root, unowned(unsafe) nodes = graph.graph.dependencyGraph, unowned(unsafe) views = graph]
            () -> _LayoutPlacements in
            _ = structure.value
            let version = views.generation
            let own = _LayoutPlacements.Placed(frame: screen.safe, proposal: ProposedViewSize(screen.safe.size))
            guard let root else { return _LayoutPlacements(own: own, placed: [:]) }
            return place(root, in: own, on: screen, sizes: _SizeCache(graph: nodes, structure: version))
        }
        graph.graph.markViewInternal(node.id)
        graph.graph.dependencyGraph.markBarrier(node.id, rank: 1)
        root.layoutNode = node
        root.nodes.append(node.id)
    }

    /// Lays out the region of `container`, given its own frame and proposal, on `screen`.
    static func place(
        _ container: _RenderNode, in own: _LayoutPlacements.Placed, on screen: _Screen, sizes: _SizeCache
    ) -> _LayoutPlacements {
        let recorder = _Recorder()
        var layout = self.layout(of: container, sizes)
        if let placing = layout as? any _ScreenPlacing { layout = placing.placing(on: screen) }
        let subviews = self.subviews(of: container, layout: layout, recorder: recorder, sizes)
        placeSubviews(layout, in: own.frame, proposal: own.proposal, subviews)
        return _LayoutPlacements(own: own, placed: recorder.placed)
    }

    /// The layout of a container, read from its value; the screen's centres its views.
    static func layout(of container: _RenderNode, _ sizes: _SizeCache) -> any Layout {
        switch container.kind {
        case .primitive(_, let value), .modifier(_, let value):
            (sizes.value(of: container, value) as? any _LayoutContainer)?._layout ?? ZStackLayout()
        case .group, .view:
            ZStackLayout()
        }
    }

    /// The pieces of `container`'s region as the subviews of its layout, placed into `recorder` when
    /// there is one (else only measured).
    static func subviews(
        of container: _RenderNode, layout: any Layout, recorder: _Recorder?, _ sizes: _SizeCache
    ) -> LayoutSubviews {
        // An overlay's first subview is its base, however many views the base is.
        let pieces = layout is _OverlayLayout ? container.children : container.flattenedChildren
        return _PieceSubviews(pieces, orientation: stackOrientation(of: layout), recorder: recorder, sizes).subviews
    }

    private static func stackOrientation<L: Layout>(of layout: L) -> Axis? {
        L.layoutProperties.stackOrientation
    }

    /// The font a text is measured and drawn with: its own, from `.font(_:)` on the text or in the
    /// environment around it, else `body`, SwiftUI's default.
    static func font(of text: Text?) -> Font { text?.font ?? .body }

    static func sizeThatFits<L: Layout>(
        _ layout: L, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGSize {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func placeSubviews<L: Layout>(
        _ layout: L, in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Where one evaluation records the placements of its region.
    final class _Recorder {
        var placed: [ObjectIdentifier: _LayoutPlacements.Placed] = [:]
    }

    /// The sizes of pieces by proposal, measured in one evaluation or kept from an earlier one: a
    /// stack asks each subview for several proposals, nested stacks would otherwise ask again at
    /// every level, and a stack whose one child changed would measure them all again. It also keeps
    /// each piece's value, read once per evaluation in the order of the tree, so that the node's
    /// reads follow the same order every time it runs (the graph records such reads fastest). Both
    /// are kept on the pieces (``_LayoutMemo``). The values are let go when the evaluation ends, so
    /// that no piece holds a view's value between layouts; the sizes are kept with the nodes their
    /// measuring read, and hold in a later evaluation while none of those changed and the views'
    /// structure is the same. Using a kept size reads those nodes again, so the layout node still
    /// depends on all it would have read measuring.
    final class _SizeCache {
        private static let evaluations = Atomic<UInt64>(0)
        private let evaluation = _SizeCache.evaluations.wrappingAdd(1, ordering: .relaxed).newValue
        /// The memos this evaluation claimed, whose values it lets go when it ends. (This and the
        /// buffers below skip the run-time exclusivity check, as ``_LayoutMemo``'s properties do.)
        @exclusivity(unchecked) private var memos: [_LayoutMemo] = []
        private unowned(unsafe) let graph: DependencyGraph
        private let structure: Int
        /// The nodes read so far measuring the pieces being measured, in one buffer: each piece's
        /// start in it is in ``collecting``, and what a piece inside read is part of what the pieces
        /// around it read, so it stays in the buffer when the piece is done.
        @exclusivity(unchecked) private var collected: [NodeID] = []
        /// Where each piece being measured starts in ``collected``, innermost last, and whether
        /// its sizes depend only on nodes (not on a value that came from no single node, nor on more
        /// nodes than the limit).
        @exclusivity(unchecked) private var collecting: [(start: Int, isValid: Bool)] = []
        /// Where measuring goes on when the stack is nearly spent.
        private lazy var deep = _DeepRecursion()
        /// The most nodes a piece's sizes are kept with: beyond it, they are measured again.
        private static let dependencyLimit = 4_096

        init(graph: DependencyGraph, structure: Int) {
            self.graph = graph
            self.structure = structure
        }

        deinit {
            for memo in memos where memo.evaluation == evaluation { memo.value = nil }
        }

        func value(of piece: _RenderNode, _ input: _GraphValue<Any>) -> Any {
            if !collecting.isEmpty { collect(input.source?.node) }
            let memo = piece.layoutMemo
            if memo.evaluation == evaluation, let known = memo.value { return known }
            let value = input.read()
            claim(memo)
            memo.value = value
            return value
        }

        /// The size of `piece`, a text whose value `input` reads, for `proposal`: the text keeps its
        /// sizes itself (``_LayoutMemo/textSize(_:font:proposal:)``), and its value, read once per
        /// evaluation, is all they depend on.
        func textSize(of piece: _RenderNode, _ input: _GraphValue<Any>?, _ proposal: ProposedViewSize) -> CGSize {
            let memo = piece.layoutMemo
            if memo.textEvaluation == evaluation, let text = memo.text {
                // Read already in this evaluation: the read counts again for the piece being measured.
                if let input, !collecting.isEmpty { collect(input.source?.node) }
                return memo.textSize(text.content, font: text.font, proposal: proposal)
            }
            let text = input.flatMap { value(of: piece, $0) as? Text }
            let size = memo.textSize(text?.content ?? "", font: _ViewLayout.font(of: text), proposal: proposal)
            memo.textEvaluation = evaluation
            return size
        }

        func size(of piece: _RenderNode, _ proposal: ProposedViewSize, measure: () -> CGSize) -> CGSize {
            let memo = piece.layoutMemo
            claim(memo)
            if memo.sizesEvaluation != evaluation {
                // The sizes are checked once per evaluation, when first asked for.
                memo.sizesEvaluation = evaluation
                if !sizesHold(memo) { memo.forgetSizes() }
                memo.structure = structure
                memo.epoch = graph.epoch
            }
            if let known = memo.measured.first(where: { $0.proposal == proposal }) {
                if !collecting.isEmpty { collect(memo.dependencies) }
                return known.size
            }
            collecting.append((collected.count, true))
            // Measuring a piece nested deep in its region, or a container whose size node has not
            // measured the proposal, measures what is inside here, a level of native frames each.
            let size = deep.needsFreshStack ? deep.onFreshStack(measure) : measure()
            let (start, isValid) = collecting.removeLast()
            if isValid, memo.dependencies != nil,
                memo.dependencies!.count + collected.count - start <= Self.dependencyLimit
            {
                memo.dependencies!.append(contentsOf: collected[start...])
            } else {
                memo.dependencies = nil
            }
            memo.measured.append((proposal, size))
            // What the piece read is part of what the piece around it read, already in the buffer.
            if let outer = collecting.indices.last {
                if !isValid || collected.count - collecting[outer].start > Self.dependencyLimit {
                    collecting[outer].isValid = false
                }
            }
            if collecting.isEmpty || !collecting[collecting.count - 1].isValid {
                collected.removeSubrange(start...)
            }
            return size
        }

        /// The size of `piece`, a container, for a proposal: read from its size node, which the
        /// measuring depends on in place of what the size does, so that a change inside that leaves
        /// the size equal stops at the node. The proposal joins those the node measures before the
        /// node is read, so a node that runs now (the first time, or after a change inside) answers
        /// it; one that has not run since the proposal was first asked is measured here as any
        /// piece is, reading what its size depends on.
        func containerSize(of piece: _RenderNode, _ proposal: ProposedViewSize, measure: () -> CGSize) -> CGSize {
            guard let node = piece.sizeNode else { return size(of: piece, proposal, measure: measure) }
            if !piece.sizeProposals.contains(proposal) {
                if piece.sizeProposals.count == Self.proposalLimit { piece.sizeProposals.removeFirst() }
                piece.sizeProposals.append(proposal)
            }
            if let size = node.value.size(for: proposal) {
                if !collecting.isEmpty { collect(node.id) }
                return size
            }
            return size(of: piece, proposal, measure: measure)
        }

        /// The most proposals a container's size node measures: the latest asked.
        private static let proposalLimit = 8

        /// Adds `nodes` to what the innermost piece being measured depends on; `nil`: a value from
        /// no single node.
        private func collect(_ nodes: [NodeID]?) {
            let last = collecting.count - 1
            guard collecting[last].isValid else { return }
            let start = collecting[last].start
            guard let nodes, collected.count - start + nodes.count <= Self.dependencyLimit else {
                collecting[last].isValid = false
                return
            }
            for node in nodes where collected.count == start || collected[collected.count - 1] != node {
                collected.append(node)
            }
        }

        /// Adds `node` to what the innermost piece being measured depends on; `nil`: a value from no
        /// single node.
        private func collect(_ node: NodeID?) {
            let last = collecting.count - 1
            guard collecting[last].isValid else { return }
            let start = collecting[last].start
            guard let node, collected.count - start < Self.dependencyLimit else {
                collecting[last].isValid = false
                return
            }
            if collected.count == start || collected[collected.count - 1] != node { collected.append(node) }
        }

        /// Makes a piece's memo this evaluation's: its value is let go (read again when asked for).
        private func claim(_ memo: _LayoutMemo) {
            guard memo.evaluation != evaluation else { return }
            memo.claim(for: evaluation)
            memos.append(memo)
        }

        /// Whether the sizes of a memo from an earlier evaluation hold now (the same structure, and
        /// none of the nodes they depend on changed since); reads the nodes they depend on, as
        /// measuring would.
        private func sizesHold(_ memo: _LayoutMemo) -> Bool {
            guard !memo.measured.isEmpty, memo.structure == structure, let dependencies = memo.dependencies else {
                return false
            }
            for node in dependencies {
                graph.touch(node)
                if graph.hasChanged(node, since: memo.epoch) { return false }
            }
            return true
        }
    }
}
