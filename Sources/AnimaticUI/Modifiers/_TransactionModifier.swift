/// `.animation(_:value:)`, `.animation(_:)`, `.transaction(_:)` and `.transaction(value:_:)`: they
/// change the transaction for the nodes of their subtree, as SwiftUI's do.
///
/// With a value, the modifier overrides only in the update in which the value changed (compared
/// with `==`), never on the view's first appearance, and an animation override never while the
/// transaction disables animations. The value is a node, named after the modifier
/// (`animation(value:)`), that reads it from the body that applied the modifier.
public struct _TransactionModifier<Value: Equatable>: _BuiltInModifier, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static var _name: String { "animation" }
    enum Kind {
        case animation(Animation?)
        case transform((inout Transaction) -> Void)
    }

    let kind: Kind
    /// The value whose changes the modifier watches; `nil` for the forms without one.
    let value: Value?

    /// The value as code writes it.
    public var description: String {
        switch kind {
        case .animation(let animation):
            value.map { "animation(\(animation?.description ?? "nil"), value: \($0))" }
                ?? "animation(\(animation?.description ?? "nil"))"
        case .transform:
            value.map { "transaction(value: \($0)) { … }" } ?? "transaction { … }"
        }
    }

    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let graph = inputs.animationGraph
        let sample = modifier.peek()
        let render = _RenderNode(
            .modifier(name: sample.isAnimation ? "animation" : "transaction", value: modifier.map { $0 }))
        let build = { render.children = body(inputs).nodes }
        switch (sample.kind, sample.value) {
        case (.animation(let animation), .some):
            // The value node belongs to the place, and goes when the place goes.
            graph.animation(
                animation, value: { modifier.read().value }, valueName: inputs.nodeName("animation(value:)"),
                made: inputs.subtree.add
            ) {
                build()
            }
        case (.animation(let animation), .none):
            graph.transaction(
                { transaction in
                    if !transaction.disablesAnimations { transaction.animation = animation }
                }, build)
        case (.transform(let transform), .some):
            graph.transaction(
                value: { modifier.read().value }, valueName: inputs.nodeName("transaction(value:)"),
                made: inputs.subtree.add, transform, build)
        case (.transform(let transform), .none):
            graph.transaction(transform, build)
        }
        return _ViewOutputs(render)
    }

    var isAnimation: Bool {
        if case .animation = kind { return true }
        return false
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["animation(value:)", default: 0] += 1
        names["transaction(value:)", default: 0] += 1
    }

    /// The value's node, by the form the modifier takes. Not API.
    public static var _chainNodeNames: [String] { ["animation(value:)", "transaction(value:)"] }
}

extension View {
    /// Animates the changes below this view with `animation` in the updates in which `value`
    /// changed, as SwiftUI's `animation(_:value:)`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
        Self, _TransactionModifier<V>
    > {
        modifier(_TransactionModifier(kind: .animation(animation), value: value))
    }

    /// Animates every change below this view with `animation`, as SwiftUI's deprecated
    /// `animation(_:)`.
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier<Int>> {
        modifier(_TransactionModifier(kind: .animation(animation), value: nil))
    }

    /// Transforms every transaction that reaches the views below, as SwiftUI's `transaction(_:)`.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<
        Self, _TransactionModifier<Int>
    > {
        modifier(_TransactionModifier(kind: .transform(transform), value: nil))
    }

    /// Transforms the transactions in which `value` changed, as SwiftUI's `transaction(value:_:)`.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void)
        -> ModifiedContent<Self, _TransactionModifier<V>>
    {
        modifier(_TransactionModifier(kind: .transform(transform), value: value))
    }
}
