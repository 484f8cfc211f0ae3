import Animatic
import AnimaticExports

/// A layered drawing of a graph, computed without Graphviz: each node gets a layer (its longest
/// path from a node that reads nothing) and a place in its layer that keeps edges short.
///
/// The layers run top to bottom, the nodes of a layer left to right. Within a layer, nodes are
/// ordered by the mean place of their neighbours in the layer above, then below, a few times over
/// (the barycenter heuristic), which untangles the common shapes: chains, fans and diamonds.
/// Nothing recurses, so a graph of any depth lays out.
///
/// - Complexity: O(*n* log *n* + *e*) for *n* nodes and *e* edges, for each of the few sweeps.
struct _InspectorLayout: Equatable {
    /// The width of a node's box, in points.
    static let nodeWidth = 150
    /// The height of a node's box, in points.
    static let nodeHeight = 40
    /// The horizontal gap between two boxes of a layer.
    static let horizontalGap = 24
    /// The vertical gap between two layers.
    static let verticalGap = 56
    /// How many times the ordering sweeps down and back up.
    static let sweeps = 4

    /// Each node's layer, from 0 at the top.
    let layers: [Int]
    /// Each node's place in its layer, from 0 at the left.
    let positions: [Int]
    /// The left edge of each node's box.
    let x: [Int]
    /// The top edge of each node's box.
    let y: [Int]

    /// Lays out `count` nodes joined by `edges`, each from the node read to the node that reads.
    ///
    /// - Parameters:
    ///   - count: The number of nodes, numbered from 0.
    ///   - edges: The edges, as (source, target); duplicates and self-loops are ignored.
    init(count: Int, edges: [(source: Int, target: Int)]) {
        var targets = Array(repeating: [Int](), count: count)
        var sources = Array(repeating: [Int](), count: count)
        var seen = Set<Int>()
        for edge in edges where edge.source != edge.target {
            guard edge.source >= 0, edge.source < count, edge.target >= 0, edge.target < count else { continue }
            guard seen.insert(edge.source * count + edge.target).inserted else { continue }
            targets[edge.source].append(edge.target)
            sources[edge.target].append(edge.source)
        }
        // Longest path from the sources, in topological order (Kahn); nodes on a cycle, which a
        // graph whose edges change over time can show, are placed below what they read so far.
        var layer = Array(repeating: 0, count: count)
        var remaining = sources.map(\.count)
        var queue = (0..<count).filter { remaining[$0] == 0 }
        var done = Array(repeating: false, count: count)
        var head = 0
        var next = 0
        while head < queue.count || next < count {
            if head == queue.count {
                while next < count && done[next] { next += 1 }
                guard next < count else { break }
                remaining[next] = 0
                queue.append(next)
            }
            let node = queue[head]
            head += 1
            guard !done[node] else { continue }
            done[node] = true
            for target in targets[node] where !done[target] {
                layer[target] = max(layer[target], layer[node] + 1)
                remaining[target] -= 1
                if remaining[target] == 0 { queue.append(target) }
            }
        }
        let layerCount = (layer.max() ?? -1) + 1
        var rows = Array(repeating: [Int](), count: layerCount)
        for node in 0..<count { rows[layer[node]].append(node) }
        var position = Array(repeating: 0, count: count)
        for row in rows { for (place, node) in row.enumerated() { position[node] = place } }
        // Barycenter sweeps: order each layer by the mean place of its neighbours in the layer
        // just ordered; a node with none there keeps its place.
        func reorder(_ index: Int, by neighbours: [[Int]]) {
            let keyed = rows[index].map { node -> (key: Double, node: Int) in
                let near = neighbours[node].filter { layer[$0] != layer[node] }
                guard !near.isEmpty else { return (Double(position[node]), node) }
                let sum = near.reduce(0) { $0 + position[$1] }
                return (Double(sum) / Double(near.count), node)
            }
            rows[index] = keyed.sorted {
                $0.key < $1.key || ($0.key == $1.key && position[$0.node] < position[$1.node])
            }
            .map(\.node)
            for (place, node) in rows[index].enumerated() { position[node] = place }
        }
        if layerCount > 1 {
            for _ in 0..<Self.sweeps {
                for index in 1..<layerCount { reorder(index, by: sources) }
                for index in stride(from: layerCount - 2, through: 0, by: -1) { reorder(index, by: targets) }
            }
        }
        let widest = rows.map(\.count).max() ?? 0
        let step = Self.nodeWidth + Self.horizontalGap
        var x = Array(repeating: 0, count: count)
        var y = Array(repeating: 0, count: count)
        for (index, row) in rows.enumerated() {
            let offset = (widest - row.count) * step / 2
            for (place, node) in row.enumerated() {
                x[node] = offset + place * step
                y[node] = index * (Self.nodeHeight + Self.verticalGap)
            }
        }
        layers = layer
        positions = position
        self.x = x
        self.y = y
    }
}
