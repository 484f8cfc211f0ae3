import GraphCore

/// Where a ``State`` lives: the state node at its view's place in the tree. Not API.
final class _StateLocation<Value> {
    let node: StateNode<Value>
    unowned let graph: _ViewGraph
    /// The latest value written and not yet applied to the node, read outside bodies.
    private var pendingValue: Value?
    /// How many queued writes have not been applied yet.
    private var pendingWrites = 0

    init(node: StateNode<Value>, graph: _ViewGraph) {
        self.node = node
        self.graph = graph
    }

    /// The value. A body reads the node's, as of the update that runs it (and depends on it); code
    /// outside a body (an action) reads the latest value written, applied or not, as SwiftUI's state
    /// reads its own storage.
    var value: Value {
        if pendingWrites > 0, graph.graph.dependencyGraph.evaluatingNode == nil { return latestWritten }
        return node.value
    }

    /// The latest value written, applied or not. Apart from ``value``, whose usual path, a body's
    /// read, then needs no optional of the value's type (a runtime lookup each, in code not
    /// specialized for the type).
    @inline(never)
    private var latestWritten: Value {
        pendingValue ?? node.value
    }

    /// Writes the value as SwiftUI's `State` setter does: an `Equatable` value equal to the current
    /// one changes nothing; any other is queued with the transaction in force (the innermost
    /// `withAnimation` or `withTransaction` around it, and `transaction` when a binding carries one),
    /// and applied at the next frame in the pass of its transaction (see ``withAnimation(_:_:)``).
    /// Writing while a body runs stops with what to do instead.
    func set(_ newValue: Value, transaction: Transaction? = nil) {
        if let body = graph.evaluatingBody {
            preconditionFailure(
                "Modifying state during view update: \(body) wrote \(node.name) while it ran. A body must only "
                    + "read state; change it in an action (a Button's, onTapGesture's) or a completion handler.")
        }
        if let transaction {
            withTransaction(transaction) { set(newValue) }
            return
        }
        if let current = value as? any Equatable, current._isEqual(to: newValue) { return }
        let scope = _TransactionContext.current
        scope?.noteWrite()
        pendingValue = newValue
        pendingWrites += 1
        graph.graph.enqueue(scope?.transaction, label: scope?.label ?? "", group: scope?.group ?? 0) { [self] in
            pendingWrites -= 1
            if pendingWrites == 0 { pendingValue = nil }
            // The view may have gone since the write was made (an earlier pass removed its place).
            guard graph.graph.dependencyGraph.state(of: node.id) != .removed else { return }
            node.value = newValue
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func _isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
