/// The modifier behind the forms with a content closure (`.phaseAnimator`, `.keyframeAnimator`,
/// `.animation(_:body:)`): it builds the view the closure made, in which a
/// ``PlaceholderContentView`` builds the modified view. Not API.
///
/// With an animation scope (`.animation(_:body:)`), the scope covers the nodes the closure's view
/// makes, and the modified view is built outside it, in the scopes around the modifier.
public struct _PlaceholderHost<Hosted: View>: _BuiltInModifier, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static var _name: String { _typeName(Hosted.self) }
    /// The view the closure made.
    let hosted: Hosted
    /// The animation of `.animation(_:body:)`; `nil` for the other forms.
    let scope: Animation??

    /// The hosted view, as code writes it.
    public var description: String {
        guard let scope else { return TraceValue(hosted).description }
        return "animation(\(scope?.description ?? "nil")) { \(TraceValue(hosted).description) }"
    }

    /// Builds the modifier's nodes and drawing. Not API.
    public static func _makeModifier(
        _ modifier: _ViewInput<Self>, _ context: _MakeContext, content: @escaping (_MakeContext) -> _ViewOutputs
    ) -> _ViewOutputs {
        let graph = context.animationGraph
        var inner = context
        guard modifier.peek().scope != nil else {
            inner.modifierContents.append(content)
            return Hosted._makeView(modifier.map(\.hosted), inner)
        }
        // The modified view keeps the scopes around the modifier: the animation is not its.
        let outside = graph.currentScopes
        inner.modifierContents.append { [unowned graph] context in graph.withScopes(outside) { content(context) } }
        let build = { Hosted._makeView(modifier.map(\.hosted), inner) }
        return graph.transaction(
            { transaction in
                guard !transaction.disablesAnimations, let scope = modifier.peek().scope else { return }
                transaction.animation = scope
            }, build)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        Hosted._collectNodeNames(into: &names)
    }
}
