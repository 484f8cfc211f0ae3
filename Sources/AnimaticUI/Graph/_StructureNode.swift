import GraphCore

/// A node whose value decides which views exist at a place (which branch of an `if`, which rows
/// of a `ForEach`, which identity an `.id` gives), and that rebuilds the place when its value
/// changes. Not API.
///
/// The node reads the value in the pass; the rebuild (removing the old views' nodes and state,
/// building the new ones) runs at the end of that pass, and the new nodes run in the next pass of
/// the same frame.
enum _StructureNode {
    /// Makes the node: `key` reads what decides the structure; `rebuild` builds the place for a key,
    /// given the key it was built for before (`nil` the first time), and runs once at once.
    static func make<Key: Equatable>(
        name: String, _ context: _MakeContext, key: @escaping () -> Key, initial: Key,
        rebuild: @escaping (_ old: Key?, _ new: Key) -> Void
    ) -> Node<Key> {
        let graph = context.graph
        let subtree = context.subtree
        var built = initial
        var scheduled = initial
        let scopes = graph.graph.currentScopes
        rebuild(nil, initial)
        let node = graph.graph.rule(name: name) { [unowned graph] () -> Key in
            let current = key()
            if current != scheduled {
                scheduled = current
                graph.schedule(for: subtree) {
                    guard scheduled != built else { return }
                    let old = built
                    built = scheduled
                    graph.graph.withScopes(scopes) { rebuild(old, scheduled) }
                }
            }
            return current
        }
        graph.graph.markViewInternal(node.id)
        subtree.add(node.id)
        return node
    }
}
