/// A view that shows nothing, as SwiftUI's `EmptyView`.
public struct EmptyView: _PrimitiveView {
    /// Creates an empty view.
    public init() {}

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs()
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
