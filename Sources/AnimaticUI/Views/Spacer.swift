/// Flexible space along a stack's axis, as SwiftUI's `Spacer`: at least `minLength` (8 points by
/// default).
public struct Spacer: _PrimitiveView, Equatable, CustomStringConvertible {
    /// The least length it takes; 8 points when `nil`.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// The value as code writes it.
    public var description: String { minLength.map { "Spacer(minLength: \($0))" } ?? "Spacer()" }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(_RenderNode(.primitive(name: "Spacer", value: view.map { $0 })))
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
