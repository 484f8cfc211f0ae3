/// The tint in force, as SwiftUI's `TintShapeStyle`: the accent colour, iOS's blue, which default
/// buttons draw their labels in.
public struct TintShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// The tint style.
    public init() {}

    /// The value as code writes it.
    public var description: String { ".tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in force: the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
