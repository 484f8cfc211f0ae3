import GraphCore

/// Where a ``State`` lives: the state node at its view's place in the tree. Not API.
final class _StateLocation<Value> {
    let node: StateNode<Value>
    unowned let graph: _ViewGraph

    init(node: StateNode<Value>, graph: _ViewGraph) {
        self.node = node
        self.graph = graph
    }

    /// The value; read inside a body, a dependency of that body.
    var value: Value { node.value }

    /// Writes the value as SwiftUI's `State` setter does: in the transaction in force (a
    /// `withAnimation` around it), marking what read it. An equal value of an `Equatable` type
    /// changes nothing. Writing while a body runs stops with what to do instead.
    func set(_ newValue: Value, transaction: Transaction? = nil) {
        if let body = graph.evaluatingBody {
            preconditionFailure(
                "Modifying state during view update: \(body) wrote \(node.name) while it ran. A body must only "
                    + "read state; change it in an action (a Button's, onTapGesture's) or a completion handler.")
        }
        if let transaction {
            graph.graph.withTransaction(transaction) { node.value = newValue }
        } else if let pending = _TransactionContext.current {
            graph.graph.withTransaction(pending) { node.value = newValue }
        } else {
            node.value = newValue
        }
    }
}
