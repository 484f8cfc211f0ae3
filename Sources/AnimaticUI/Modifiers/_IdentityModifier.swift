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
        let render = _RenderNode(.group)
        let place = context.subtree.makeChild()
        var inner = context
        inner.subtree = place
        _ = _StructureNode.make(
            name: context.nodeName(_name), context, key: { modifier.read().id }, initial: modifier.peek().id,
            doomed: { _, _ in [place] }
        ) { old, _ in
            if old != nil { place.removeContents(from: context.animationGraph) }
            render.children = content(inner).nodes
        }
        return _ViewOutputs(render)
    }
}

extension View {
    /// Gives the view the identity `id`: a new id is a new view, with new state, as SwiftUI's `id(_:)`.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
        modifier(_IdentityModifier(id: id))
    }
}
