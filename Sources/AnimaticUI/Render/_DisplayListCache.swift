import Foundation
import GraphCore

/// A host's display list kept between frames, and what each of its pieces read to draw it, so that a
/// frame rewrites only the items of the pieces whose reads changed. Not API.
///
/// Building the list afresh reads, for each piece, its container's layout value and its own value;
/// the graph logs those reads and watches the nodes read (see `DependencyGraph.isLoggingReads`).
/// At the next access the graph hands over the watched nodes that changed since: the pieces that
/// read them are marked (``_RenderNode/markDisplayChanged()``) and the builder rewrites their items
/// in place. With nothing changed, the kept list is the answer, at no cost that grows with the
/// screen. The list is built afresh instead when the views' structure changed (views came or
/// went), when changes are waiting to be pulled (a state written since the frame), when the list is
/// read from inside a rule, or when a rewrite would change how many items a piece draws.
final class _DisplayListCache {
    /// The pieces that read each node, by the node's index.
    final class Reads {
        unowned let graph: DependencyGraph
        private(set) var readers: [UInt32: Readers] = [:]

        init(graph: DependencyGraph) {
            self.graph = graph
        }

        /// Where the reads made from now on start in the graph's log.
        var mark: Int { graph.loggedReadCount }

        /// Takes the reads logged since `mark` as `node`'s: the node is marked when one of them
        /// changes.
        func attribute(_ node: _RenderNode, since mark: Int?) {
            guard let mark else { return }
            let logged = graph.loggedReads(from: mark)
            if !logged.elementsEqual(node.displayReads) {
                var added: [UInt32] = []
                for index in logged where !node.displayReads.contains(index) && !added.contains(index) {
                    if readers[index] == nil {
                        readers[index] = Readers(first: node)
                    } else {
                        readers[index]!.more.append(node)
                    }
                    added.append(index)
                }
                node.displayReads += added
            }
            graph.dropLoggedReads(from: mark)
        }

        /// Forgets the reads logged since `mark`: read again as before.
        func drop(since mark: Int) { graph.dropLoggedReads(from: mark) }
    }

    /// The items of the latest list.
    private var items: [DisplayList.Item] = []
    /// What the pieces read to draw them.
    private var reads: Reads?
    /// The views' structure the items were built for (``_ViewGraph/structure``).
    private var structure: Int?
    /// The colour scheme a `preferredColorScheme` in the tree asks for, found at the last full build
    /// (a change of it rebuilds the list); light when none does.
    private(set) var colorScheme = ColorScheme.light

    /// The items of `root`'s display list on a screen of `size`, at the latest frame.
    func items(of root: _RenderNode, size: CGSize, views: _ViewGraph) -> [DisplayList.Item] {
        guard let layout = root.layoutNode else { return [] }
        let graph = views.graph.dependencyGraph
        if graph.evaluatingNode != nil {
            // Inside a rule, reads are the rule's: nothing is kept.
            colorScheme = ViewHost.preferredColorScheme(in: root) ?? .light
            var builder = _DisplayListBuilder(name: { graph.name(of: $0) })
            builder.visit(root, region: layout.value, frame: CGRect(origin: .zero, size: size), effects: startEffects)
            return builder.items
        }
        let structure = views.structure.value
        guard let reads, structure == self.structure, !graph.hasPendingOutputs,
            let changes = graph.takeWatchedChanges()
        else { return build(root, size: size, layout: layout, structure: structure, graph: graph) }
        var changed = false
        for index in changes {
            guard let readers = reads.readers[index] else { continue }
            for node in readers {
                // A new `zIndex` orders the piece anew among its siblings; a preferred colour scheme
                // is the whole screen's.
                if case .modifier(let name, _) = node.kind, name == "zIndex" || name == "colorScheme" {
                    return build(root, size: size, layout: layout, structure: structure, graph: graph)
                }
                node.markDisplayChanged()
                changed = true
            }
        }
        guard changed else { return items }
        graph.isLoggingReads = true
        // The builder holds the only reference to the items, so that rewriting them copies nothing.
        var builder = _DisplayListBuilder(rewriting: items, name: { graph.name(of: $0) }, reads: reads)
        items = []
        builder.rewrite(root, region: layout.value, frame: CGRect(origin: .zero, size: size), effects: startEffects)
        graph.isLoggingReads = false
        _ = graph.takeWatchedChanges()
        guard !builder.mismatch else {
            return build(root, size: size, layout: layout, structure: structure, graph: graph)
        }
        items = builder.items
        return items
    }

    /// The effects in force at the root: the preferred colour scheme found at the last full build.
    private var startEffects: _DisplayListBuilder.Effects {
        var effects = _DisplayListBuilder.Effects()
        effects.colorScheme = colorScheme
        return effects
    }

    /// Builds the list afresh, and keeps it with what each piece read.
    private func build(
        _ root: _RenderNode, size: CGSize, layout: Node<_LayoutPlacements>, structure: Int, graph: DependencyGraph
    ) -> [DisplayList.Item] {
        let reads = Reads(graph: graph)
        root.forEachNode { $0.resetDisplay() }
        colorScheme = ViewHost.preferredColorScheme(in: root) ?? .light
        graph.isLoggingReads = true
        var builder = _DisplayListBuilder(name: { graph.name(of: $0) }, reads: reads)
        builder.visit(root, region: layout.value, frame: CGRect(origin: .zero, size: size), effects: startEffects)
        graph.isLoggingReads = false
        _ = graph.takeWatchedChanges()
        self.reads = reads
        self.structure = structure
        items = builder.items
        // Kept from frame to frame: without the room the appends left spare (up to half the list).
        if items.capacity > items.count + items.count / 4 {
            var exact: [DisplayList.Item] = []
            exact.reserveCapacity(items.count)
            exact.append(contentsOf: items)
            items = exact
        }
        return items
    }
}
