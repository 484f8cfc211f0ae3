import GraphCore

/// Where one copy of an ``Environment`` property finds its node. Not API.
final class _EnvironmentBox<Value> {
    var node: Node<_ViewValue<Value>>?
}
