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
    /// `doomed` names the places a change of key will remove, from the key built and the new one.
    ///
    /// The node is made before the place's first build, so that it comes before the place's nodes
    /// in the graph and is pulled before them: as in SwiftUI, where a parent's update removes a
    /// branch before anything in it updates, a change that removes a place marks it doomed at once,
    /// and the bodies in it do not run again (see ``_CompositeView``) before it goes at the end of
    /// the pass.
    static func make<Key: Equatable>(
        name: String, _ inputs: _ViewInputs, key: @escaping () -> Key, initial: Key,
        doomed: @escaping (_ built: Key, _ new: Key) -> [_Subtree],
        rebuild: @escaping (_ old: Key?, _ new: Key, _ transaction: _TransactionContinuation?) -> Void
    ) -> Node<Key> {
        let graph = inputs.graph
        let subtree = inputs.subtree
        var built = initial
        var scheduled = initial
        var transaction: _TransactionContinuation?
        let scopes = graph.graph.currentScopes
        let id = _LastValue<NodeID>()
        let node = graph.graph.rule(name: name) { [unowned graph] () -> Key in
            let current = key()
            if current != scheduled {
                scheduled = current
                // The change's transaction as this place sees it, after the scoped modifiers around
                // it: the one its views are inserted and removed in.
                transaction = id.value.map { graph.graph.transaction(reaching: $0, scopes: scopes) }
                if current != built {
                    for place in doomed(built, current) { place.doom() }
                }
                graph.schedule(for: subtree, in: transaction) {
                    guard scheduled != built else { return }
                    let old = built
                    built = scheduled
                    graph.graph.withScopes(scopes) { rebuild(old, scheduled, transaction) }
                }
            }
            return current
        }
        _ = id.remember(node.id)
        graph.graph.markViewInternal(node.id)
        subtree.add(node.id)
        rebuild(nil, initial, nil)
        return node
    }
}
