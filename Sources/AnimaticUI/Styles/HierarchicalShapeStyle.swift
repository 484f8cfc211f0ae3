/// A level of the foreground style, as SwiftUI's `HierarchicalShapeStyle`: `.primary` to
/// `.quaternary`. Drawn as the foreground colour at an opacity of 1, 0.5, 0.25 and 0.18.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// 0 for primary to 3 for quaternary.
    let level: Int

    /// The opacity of each level, applied to the foreground colour.
    static let opacities: [Double] = [1, 0.5, 0.25, 0.18]

    /// The value as code writes it.
    public var description: String { [".primary", ".secondary", ".tertiary", ".quaternary"][level] }
}
