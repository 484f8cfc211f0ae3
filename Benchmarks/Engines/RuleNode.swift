/// A rule node type that creates its rules in its engine: how ``RuleFactory`` reaches each engine.
///
/// The requirement is declared in the node type, where the value type is a generic parameter, so
/// the rule's closure passes through it unconverted (see ``RuleFactory``).
protocol RuleNode: ReadableNode {
    /// The engine the node's rules are created in.
    associatedtype Engine: AnyObject

    /// Creates a rule in `engine` whose value `body` computes from other nodes.
    static func rule(_ body: @escaping () -> Value, in engine: Engine) -> Self
}
