/// `.id(_:)`: gives the view an explicit identity; when the id changes, the view's place is rebuilt
/// and its state starts over.
public struct _IdentityModifier<ID: Hashable>: _BuiltInModifier, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static var _name: String { "id" }
    let id: ID

    /// The value as code writes it.
    public var description: String { "id(\(id))" }

    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeModifier(
        _ modifier: _ViewInput<Self>, _ context: _MakeContext, content: @escaping (_MakeContext) -> _ViewOutputs
    ) -> _ViewOutputs {
        // The transition is the modified view's: the id's element is the view it is applied to.
        let identified = context.identifiedContent
        let container = _DynamicContainer<ID>(
            context,
            makeContent: { _, place in
                var inner = context
                inner.subtree = place
                return content(inner)
            },
            transition: { _ in identified.map { _transition(of: $0()) } ?? .opacity },
            transitionContext: { _, place in context.transitionContext(element: "id", in: place) })
        _ = _StructureNode.make(
            name: context.nodeName(_name), context, key: { modifier.read().id }, initial: modifier.peek().id,
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
