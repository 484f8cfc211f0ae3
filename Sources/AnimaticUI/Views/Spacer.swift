/// Flexible space along a stack's axis, as SwiftUI's `Spacer`: at least `minLength` (8 points by
/// default).
public struct Spacer: _PrimitiveView, Equatable, CustomStringConvertible {
    /// The least length it takes; 8 points when `nil`.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var description: String { minLength.map { "Spacer(minLength: \($0))" } ?? "Spacer()" }

    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        _ViewOutputs(_RenderNode(.primitive(name: "Spacer", value: view.map { $0 })))
    }

    public static func _collectNodeNames(into names: inout [String: Int]) {}
}
