/// `.id(_:)`: gives the view an explicit identity; when the id changes, the view's place is rebuilt
/// and its state starts over.
public struct _IdentityModifier<ID: Hashable>: _BuiltInModifier, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static var _name: String { "id" }
    let id: ID

    /// The value as code writes it.
    public var description: String { "id(\(id))" }

    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        // The transition is the modified view's: the id's element is the view it is applied to.
        let identified = inputs.identifiedContent
        let container = _DynamicContainer<ID>(
            inputs,
            makeContent: { _, place in
                var inner = inputs
                inner.subtree = place
                return body(inner)
            },
            transition: { _ in identified.map { _transition(of: $0()) } ?? .opacity },
            transitionInputs: { _, place in inputs.transitionInputs(element: "id", in: place) })
        _ = _StructureNode.make(
            name: inputs.nodeName(_name), inputs, key: { modifier.read().id }, initial: modifier.peek().id,
            doomed: { _, id in container.removedPlaces(for: [id]) }
        ) { _, id, transaction in
            container.update(to: [id], in: transaction)
        }
        return _ViewOutputs(container.render)
    }
}

/// A modifier that makes the view it modifies an element of a place that comes and goes, and so
/// reads the view's transition. Not API.
protocol _IdentifyingModifier {}

extension _IdentityModifier: _IdentifyingModifier {}

extension View {
    /// Gives the view the identity `id`: a new id is a new view, with new state, as SwiftUI's `id(_:)`.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
        modifier(_IdentityModifier(id: id))
    }
}
