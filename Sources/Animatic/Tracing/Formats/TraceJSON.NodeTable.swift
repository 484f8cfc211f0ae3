extension TraceJSON {
    /// The node table as ticks are converted: every node an event mentions, by identifier, with
    /// the kind its creation gave it. A stream notes the ticks of each piece into one table, so the
    /// table it writes at the end is the one the whole trace gives.
    struct NodeTable {
        /// The rows by identifier (identifiers are small and dense), so they come out in order.
        private var rows: [Node?] = []
        /// The time node's identifier, always in the table.
        let timeNode: Int?

        /// A table that starts with the time node, if any, named `time`.
        init(timeNode: NodeID?) {
            self.timeNode = timeNode.map { Int($0.rawValue) }
            if let timeNode { note(TraceNode(id: timeNode, name: "time"), kind: .input) }
        }

        /// Notes `node`: its row is made when first seen, and remade with the kind when it is
        /// seen created.
        mutating func note(_ node: TraceNode, kind: NodeKind? = nil) {
            let index = Int(node.id.rawValue)
            if index >= rows.count { rows += repeatElement(nil, count: index + 1 - rows.count) }
            if rows[index] == nil || kind != nil {
                rows[index] = Node(id: index, name: node.name, kind: kind?.rawValue)
            }
        }

        /// Notes every node `event` mentions: its subject, an edge's source, an evaluation's inputs.
        mutating func note(_ event: TraceEvent) {
            switch event {
            case .dependencyAdded(let source, let target), .dependencyRemoved(let source, let target):
                note(target)
                note(source)
            case .evaluated(let node, let inputs, _, _, _, _):
                note(node)
                for input in inputs { note(input) }
            case .created(let node, let kind):
                note(node, kind: kind)
            default:
                if let node = event.node { note(node) }
            }
        }

        /// The rows in order of identifier: only those named in `names` and the time node, when
        /// `names` is given.
        func nodes(named names: Set<String>?) -> [Node] {
            var nodes: [Node] = []
            for case let node? in rows where (names?.contains(node.name) ?? true) || node.id == timeNode {
                nodes.append(node)
            }
            return nodes
        }
    }
}
