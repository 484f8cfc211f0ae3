/// The rule-creating half of ``BenchmarkEngine``, written over the rule types' own value types.
///
/// It is apart for one reason: the abstraction at which a workload's closure literal is compiled.
/// Engines store a rule's closure as `() -> Value` for a generic `Value`, which returns its result
/// indirectly. Were `rule(_:)` a requirement taking `() -> Int`, each engine's witness would see a
/// closure returning its `Int` directly, and handing it on to generic storage would wrap it in a
/// reabstraction thunk: an allocation per rule and a call per evaluation that users never pay, as
/// their closure literals go straight to the graph. Here every step is generic over the value type
/// (this extension, then ``RuleNode/rule(_:in:)`` on the node type), so the literal is compiled at
/// the storage's abstraction and nothing wraps it after specialization. ``BenchmarkEngine`` then
/// pins the value types to `Int` and `[Int]` for the workloads.
protocol RuleFactory: AnyObject {
    /// A rule computing a single value.
    associatedtype Computed: RuleNode where Computed.Engine == Self
    /// A rule computing a list of values.
    associatedtype ComputedList: RuleNode where ComputedList.Engine == Self
}

extension RuleFactory {
    /// Creates a rule whose value `body` computes from other nodes.
    func rule(_ body: @escaping () -> Computed.Value) -> Computed { .rule(body, in: self) }

    /// Creates a rule whose list value `body` computes from other nodes.
    func listRule(_ body: @escaping () -> ComputedList.Value) -> ComputedList { .rule(body, in: self) }
}
