/// A level of the foreground style, as SwiftUI's `HierarchicalShapeStyle`: `.primary` to
/// `.quaternary`. Over the primary colour, drawn as iOS's label colours in the light appearance:
/// black, then a grey (60, 60, 67) at 60 %, 30 % and 18 % opacity; over another foreground colour
/// (a button's accent, a colour set with `foregroundStyle`), that colour at an opacity of 1, 0.5,
/// 0.25 and 0.18.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// 0 for primary to 3 for quaternary.
    let level: Int

    /// The opacity of each level, applied to a foreground colour other than the primary one.
    static let opacities: [Double] = [1, 0.5, 0.25, 0.18]
    /// The opacity of each level's label grey over the primary colour, as iOS's label colours.
    static let labelOpacities: [Double] = [1, 0.6, 0.3, 0.18]

    /// The colour of this level over `foreground`.
    func color(over foreground: Color) -> Color {
        guard level > 0 else { return foreground }
        if foreground == .primary {
            return Color(["", "secondary", "tertiary", "quaternary"][level], 0.235, 0.235, 0.263)
                .opacity(Self.labelOpacities[level])
        }
        return foreground.opacity(Self.opacities[level])
    }

    /// The value as code writes it.
    public var description: String { [".primary", ".secondary", ".tertiary", ".quaternary"][level] }
}
