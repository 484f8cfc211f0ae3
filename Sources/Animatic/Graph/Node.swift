/// A computed node of an ``AnimationGraph``: a rule, an animatable node, a sequencer or a schedule.
///
/// Reading ``value`` brings the node up to date; inside a rule it also records a dependency.
public struct Node<Value> {
    /// The graph-core rule behind this node.
    public let rule: Rule<Value>

    @inlinable init(rule: Rule<Value>) { self.rule = rule }

    /// The node's identifier in the graph.
    @inlinable public var id: NodeID { rule.id }

    /// The node's name, as shown in traces.
    public var name: String { rule.name }

    /// The node's up-to-date value.
    @inlinable public var value: Value { rule.value }
}
