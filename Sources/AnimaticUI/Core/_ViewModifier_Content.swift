/// The view a ``ViewModifier`` modifies, as its body sees it: in the graph, the modified view's own
/// nodes and drawing, placed where the body puts `content`. Not API.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        guard let content = inputs.modifierContents.last else {
            preconditionFailure("\(Modifier.self): its content was used outside the modifier's body.")
        }
        var outer = inputs
        outer.modifierContents.removeLast()
        return content(outer)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}

extension _ViewModifier_Content: CustomStringConvertible {
    /// `content`.
    public var description: String { "content" }
}
