import GraphCore

/// The nodes that one place in the view tree owns, and the places inside it: what goes when the
/// place goes (a branch that is no longer taken, a row whose id was removed, a view whose `.id`
/// changed). Not API.
package final class _Subtree {
    /// The nodes made for this place, in creation order.
    private(set) var nodes: [NodeID] = []
    /// The places inside this one.
    private(set) var children: [_Subtree] = []
    /// The place this one is inside. Not a `weak` reference, which would slow every retain of the
    /// place (the inputs of every view made in it hold it): cleared when the parent lets this place
    /// go or goes itself.
    private unowned(unsafe) var parent: _Subtree?
    /// Whether the subtree was removed: builds waiting for it are dropped.
    private(set) var isRemoved = false
    /// What to do when the place's contents go (its views' `onDisappear` actions), in the order given.
    private var removalActions: [() -> Void] = []
    /// Whether a change being applied removes this place (or its contents) at the end of the pass:
    /// the bodies in it keep what they showed instead of running for the change's other values.
    private(set) var isDoomed = false

    init(parent: _Subtree?) {
        self.parent = parent
    }

    // A view nested thousands of levels deep makes a chain of places as long: letting go of it a
    // place at a time keeps the native stack flat. A place that goes clears the parent of those
    // inside it that live on.
    deinit {
        guard !children.isEmpty else { return }
        var pending = children
        children = []
        for child in pending where child.parent === self { child.parent = nil }
        while var place = pending.popLast() {
            guard isKnownUniquelyReferenced(&place), !place.children.isEmpty else { continue }
            for child in place.children where child.parent === place { child.parent = nil }
            pending += place.children
            place.children = []
        }
    }

    /// A new place inside this one.
    func makeChild() -> _Subtree {
        let child = _Subtree(parent: self)
        children.append(child)
        return child
    }

    /// Records that `node` belongs to this place.
    func add(_ node: NodeID) {
        // A place holds a view's few nodes (a row of a list: its value, body, effects and frame):
        // room for four at once costs what room for two does, and spares a growth.
        if nodes.isEmpty { nodes.reserveCapacity(4) }
        nodes.append(node)
    }

    /// Runs `action` when this place's contents are removed, before its nodes go.
    func addRemovalAction(_ action: @escaping () -> Void) {
        removalActions.append(action)
    }

    /// Removes `removed`, nodes of this place, from the graph and from the place.
    func remove(_ removed: Set<NodeID>, from graph: AnimationGraph) {
        for node in nodes.reversed() where removed.contains(node) && graph.dependencyGraph.state(of: node) != .removed {
            graph.remove(node)
        }
        nodes.removeAll { removed.contains($0) }
    }

    /// Marks this place and the places inside it as removed at the end of the pass.
    func doom() {
        isDoomed = true
        for child in children { child.doom() }
    }

    /// Takes back ``doom()``: a place being removed came back (re-inserted during its removal
    /// transition), and its bodies run again.
    func undoom() {
        isDoomed = false
        for child in children { child.undoom() }
    }

    /// How many nodes this place and the places inside it own.
    var nodeCount: Int { nodes.count + children.reduce(0) { $0 + $1.nodeCount } }

    /// Removes every node of the places inside this one, and of this one, from the graph, newest
    /// first, and detaches the places inside it: the place itself stays, empty, to be built again.
    func removeContents(from graph: AnimationGraph) {
        let actions = removalActions
        removalActions.removeAll()
        for action in actions { action() }
        for child in children.reversed() {
            child.removeAll(from: graph)
            child.parent = nil
        }
        children.removeAll()
        for node in nodes.reversed() where graph.dependencyGraph.state(of: node) != .removed {
            graph.remove(node)
        }
        nodes.removeAll()
        isDoomed = false
    }

    /// Removes this place with everything in it, and detaches it from its parent.
    func remove(from graph: AnimationGraph) {
        removeAll(from: graph)
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    private func removeAll(from graph: AnimationGraph) {
        removeContents(from: graph)
        isRemoved = true
    }
}
