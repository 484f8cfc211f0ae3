/// A transition's body for one phase around a view: how a transition made of others (combined,
/// animated, asymmetric) places each part. Not API.
public struct _TransitionHost<T: Transition, Content: View>: _PrimitiveView, CustomStringConvertible {
    let transition: T
    let phase: TransitionPhase
    let content: Content

    /// The transition and its phase.
    public var description: String { "\(_typeName(T.self))(\(phase))" }

    /// Builds the transition's body, whose placeholder builds `content`. Not API.
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        let content = view.map(\.content)
        var inner = context
        inner.modifierContents.append { Content._makeView(content, $0) }
        return T.Body._makeView(
            view.map { $0.transition.body(content: PlaceholderContentView(), phase: $0.phase) }, inner)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        T.Body._collectNodeNames(into: &names)
        Content._collectNodeNames(into: &names)
    }
}
