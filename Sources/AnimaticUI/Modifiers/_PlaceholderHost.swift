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
    public static func _makeView(
        modifier: _GraphValue<Self>, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let graph = inputs.animationGraph
        var inner = inputs
        guard modifier.peek().scope != nil else {
            inner.modifierContents.append(body)
            return Hosted._makeView(view: modifier.map(\.hosted), inputs: inner)
        }
        // The modified view keeps the scopes around the modifier: the animation is not its.
        let outside = graph.currentScopes
        inner.modifierContents.append { [unowned graph] inputs in graph.withScopes(outside) { body(inputs) } }
        let build = { Hosted._makeView(view: modifier.map(\.hosted), inputs: inner) }
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
