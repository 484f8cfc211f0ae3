/// The view a ``ViewModifier`` modifies, as its body sees it: in the graph, the modified view's own
/// nodes and drawing, placed where the body puts `content`. Not API.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        guard let content = context.modifierContents.last else {
            preconditionFailure("\(Modifier.self): its content was used outside the modifier's body.")
        }
        var outer = context
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
