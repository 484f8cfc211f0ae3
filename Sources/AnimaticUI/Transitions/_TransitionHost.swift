/// A transition's body for one phase around a view: how a transition made of others (combined,
/// animated, asymmetric) places each part. Not API.
package struct _TransitionHost<T: Transition, Content: View>: _PrimitiveView, CustomStringConvertible {
    let transition: T
    let phase: TransitionPhase
    let content: Content

    /// The transition and its phase.
    package var description: String { "\(_typeName(T.self))(\(phase))" }

    /// Builds the transition's body, whose placeholder builds `content`. Not API.
    package static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let content = view.map(\.content)
        var inner = inputs
        inner.modifierContents.append { Content._makeView(view: content, inputs: $0) }
        return T.Body._makeView(
            view: view.map { $0.transition.body(content: PlaceholderContentView(), phase: $0.phase) }, inputs: inner)
    }

    /// Adds the names of the nodes this type makes. Not API.
    package static func _collectNodeNames(into names: inout [String: Int]) {
        T.Body._collectNodeNames(into: &names)
        Content._collectNodeNames(into: &names)
    }
}
