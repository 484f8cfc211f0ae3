/// A view that shows nothing, as SwiftUI's `EmptyView`.
public struct EmptyView: _PrimitiveView {
    /// Creates an empty view.
    public init() {}

    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        _ViewOutputs()
    }

    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
