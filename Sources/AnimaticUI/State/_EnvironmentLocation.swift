import GraphCore

/// The node of an ``Environment`` property at its view's place. Not API.
final class _EnvironmentLocation<Value> {
    let node: Node<_ViewValue<Value>>

    init(node: Node<_ViewValue<Value>>) {
        self.node = node
    }
}
