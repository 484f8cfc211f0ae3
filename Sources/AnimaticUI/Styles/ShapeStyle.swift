/// How a shape is filled or stroked, as SwiftUI's `ShapeStyle`: a ``Color``, the foreground style,
/// or a hierarchical level of it (`.tertiary`).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground at full strength.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The foreground, fainter.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The foreground, fainter still.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The foreground, faintest.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in force.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
