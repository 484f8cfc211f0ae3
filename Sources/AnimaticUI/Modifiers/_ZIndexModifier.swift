/// `zIndex(_:)`: the order in which a view is drawn among its siblings: a higher index is drawn
/// later, over the others; siblings of equal index keep the order of the body. Layout is unchanged.
/// Not API.
public struct _ZIndexModifier: _PlainModifier, Equatable, CustomStringConvertible {
    /// The modifier's name in traces. Not API.
    public static let _name = "zIndex"
    /// The index: 0 by default.
    public var index: Double

    /// The value as code writes it.
    public var description: String { "zIndex(\(TraceValue.format(index)))" }
}

extension View {
    /// Draws the view over its siblings of lower index, as SwiftUI's `zIndex(_:)`.
    ///
    /// - Parameter value: The index; siblings without one have 0.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> {
        modifier(_ZIndexModifier(index: value))
    }
}
