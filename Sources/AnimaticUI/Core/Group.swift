/// Views grouped without a layout of their own, as SwiftUI's `Group`: its children take part in
/// the parent's layout, and a modifier on the group applies to each.
public struct Group<Content: View>: _PrimitiveView {
    /// The grouped views.
    public var content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        Content._makeView(view: view.map { $0.content }, inputs: inputs.inside("Group"))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        Content._collectNodeNames(into: &names)
    }
}
