import GraphCore

/// Where a view's make step finds the view's value: read inside a rule, it records a dependency
/// on the node the value comes from; peeked between passes, it answers the value computed last
/// without running or recording anything. Not API.
public struct _ViewInput<Value> {
    /// Reads the value, recording a dependency when a rule is running.
    let read: () -> Value
    /// The value as last computed, with no dependency and no evaluation.
    let peek: () -> Value

    init(read: @escaping () -> Value, peek: @escaping () -> Value) {
        self.read = read
        self.peek = peek
    }

    /// The input of a part of the value: `content` of a modified view, one child of a tuple.
    func map<Part>(_ part: @escaping (Value) -> Part) -> _ViewInput<Part> {
        let read = self.read
        let peek = self.peek
        return _ViewInput<Part>(read: { part(read()) }, peek: { part(peek()) })
    }

    /// The input of a node's value.
    static func node(_ node: Node<Value>, in graph: DependencyGraph) -> _ViewInput<Value> {
        let id = node.id
        return _ViewInput(read: { node.value }, peek: { graph.currentValue(of: id) as! Value })
    }

    /// The input of a state node's value.
    static func state(_ node: StateNode<Value>) -> _ViewInput<Value> {
        _ViewInput(read: { node.value }, peek: { node.input.withoutDependencies { node.input.value } })
    }
}
