extension AnimationGraph {
    /// Creates the node of a value that conforms to `Animatable` without animatable data (its
    /// `AnimatableData` is `EmptyAnimatableData`): a rule, as SwiftUI makes no animatable attribute
    /// for it, whose value jumps. When a state write changes its value in a transaction with an
    /// animation, the trace says "no animatable data", as it does for an animatable node.
    /// For a view front end: a `Shape` that does not write `animatableData`. Not API.
    package func inanimate<Value: Equatable>(name: String, _ body: @escaping () -> Value) -> Node<Value> {
        let node = _InanimateNode<Value>(graph: self, scope: scopeStack)
        let rule = dependencyGraph.rule(name: name) {
            let value = body()
            node.ran(value)
            return value
        }
        node.id = rule.id
        return Node(rule: rule)
    }
}
