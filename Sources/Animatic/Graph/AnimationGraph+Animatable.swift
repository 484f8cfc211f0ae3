extension AnimationGraph {
    /// Creates an animatable node: `body` computes the model value, and the node presents the
    /// animated one, as SwiftUI does for a view or modifier that conforms to `Animatable`.
    ///
    /// When the model's `animatableData` changes in a transaction with an animation (after the
    /// scoped modifiers around the node), the node starts an animation from the value it presents;
    /// while any animation runs it depends on time and re-runs every frame; when the last one
    /// finishes it drops the time edge and presents exactly the model value. A change with no
    /// animation jumps the model value while running animations carry on. Interruptions merge or
    /// combine as in SwiftUI: springs merge, keeping the velocity; other animations combine, each
    /// animating from the result so far to its own target. Properties outside `animatableData` take their new value at
    /// once.
    ///
    /// A type whose `AnimatableData` is `EmptyAnimatableData` never animates: its value jumps, and
    /// the trace says "no animatable data".
    ///
    /// While it animates the node runs every frame, because the clock moved; `body` runs again only
    /// when a node it read changed, and otherwise the node presents the model value `body` last
    /// computed (the nodes it read still count as read, so the node's edges stay the same).
    ///
    /// - Parameters:
    ///   - name: The name shown in traces; `#` and the node's index if `nil`.
    ///   - body: Computes the model value from other nodes. It must not write state.
    /// - Returns: The node; its value is the presented (animated) value.
    @inlinable
    public func animatable<Value: Animatable & Equatable>(name: String? = nil, _ body: @escaping () -> Value)
        -> Node<Value> where Value.AnimatableData: Sendable
    {
        validateAnimatable(Value.self, name: name)
        let node = _AnimatableNode<Value>(
            graph: self, scope: scopeStack, zero: Value.AnimatableData.zero)
        let rule = dependencyGraph.rule(name: name) { node.present(node.model(body)) }
        node.id = rule.id
        register(node, id: rule.id)
        return Node(rule: rule)
    }

    /// Creates an animatable node whose value is not `Equatable`: every evaluation counts as a
    /// change for the nodes below it; otherwise it behaves as the `Equatable` overload.
    @inlinable
    public func animatable<Value: Animatable>(name: String? = nil, _ body: @escaping () -> Value) -> Node<Value>
    where Value.AnimatableData: Sendable {
        validateAnimatable(Value.self, name: name)
        let node = _AnimatableNode<Value>(
            graph: self, scope: scopeStack, zero: Value.AnimatableData.zero)
        let rule = dependencyGraph.rule(name: name) { node.present(node.model(body)) }
        node.id = rule.id
        register(node, id: rule.id)
        return Node(rule: rule)
    }

    /// Checks that `type` can animate: an `AutoAnimatable` type with a stored property that can
    /// neither animate nor is `@AnimatableIgnored` stops here, with the synthesis error's message,
    /// when the node is created rather than at its first frame.
    @usableFromInline
    func validateAnimatable<Value>(_ type: Value.Type, name: String?) {
        do {
            try AnimatableSynthesis.validate(type)
        } catch {
            preconditionFailure("animatable(name: \(name.map { "\"\($0)\"" } ?? "nil")): \(error)")
        }
    }

    /// Keeps `node` as the animatable node of `id`. Not generic: the caller, specialized for the
    /// node's value, makes the existential, where a generic callee would ask the runtime for the
    /// node class's metadata at every node made.
    @usableFromInline
    func register(_ node: any _AnimatableNodeProtocol, id: NodeID) {
        animatables[id] = node
        roles[id] = .animatable
    }
}
