/// A node of a ``NaiveGraph``: an input, or the latest value of a rule.
final class NaiveCell<Value>: WritableNode {
    /// The value as of the last recomputation (or write, for an input).
    var storedValue: Value
    /// Not retained: the graph owns the rules, which own the cells they read.
    private unowned(unsafe) let graph: NaiveGraph

    init(_ value: Value, graph: NaiveGraph) {
        storedValue = value
        self.graph = graph
    }

    /// The up-to-date value; setting it marks the whole graph dirty. (Rules are read-only by
    /// convention: the workloads never set them.)
    var value: Value {
        get {
            graph.refresh()
            return storedValue
        }
        set {
            storedValue = newValue
            graph.markDirty()
        }
    }
}

extension NaiveCell: RuleNode {
    static func rule(_ body: @escaping () -> Value, in engine: NaiveGraph) -> NaiveCell<Value> {
        engine.makeRule(body)
    }
}
