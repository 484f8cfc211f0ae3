/// The view a modifier with a content closure hands to that closure, as SwiftUI's
/// `PlaceholderContentView`: it stands for the modified view, whose nodes are built where the
/// closure places it.
///
///     Image(systemName: "heart")
///         .phaseAnimator([1.0, 1.2]) { content, scale in
///             content.scaleEffect(scale)
///         }
///
/// The modified view's nodes are built once, where the placeholder sits; they do not belong to
/// the closure, so a new phase or keyframe value does not re-run them unless they read it.
public struct PlaceholderContentView<Value>: _PrimitiveView, CustomStringConvertible {
    init() {}

    /// `content`.
    public var description: String { "content" }

    /// Builds the modified view's nodes where the placeholder sits. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        guard let content = inputs.modifierContents.last else {
            preconditionFailure(
                "PlaceholderContentView<\(_typeName(Value.self))>: the placeholder was placed outside the closure "
                    + "that received it.")
        }
        var outer = inputs
        outer.modifierContents.removeLast()
        return content(outer)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
