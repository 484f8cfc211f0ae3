import GraphCore

/// Where a body rule finds what it showed last while its place is being removed: its node's value,
/// once it has run. The rule keeps no copy of each value it returns: the node holds it. Not API.
final class _ShownBody {
    /// The graph the rule lives in; the rule's closure holds this object, and the graph the rule.
    unowned(unsafe) let graph: DependencyGraph
    /// The body rule, once made.
    var node: NodeID?
    /// Whether the rule has returned a value: only then does its node hold one.
    var hasRun = false

    init(graph: DependencyGraph) {
        self.graph = graph
    }

    /// The value the rule returned last; it has run. Apart from the rule, whose usual path then
    /// asks the runtime for no optional of its value's type (code not specialized for the type).
    @inline(never)
    func lastValue<Value>() -> Value {
        graph.currentValue(of: node!) as! Value
    }
}
