import Foundation

/// A shape as drawn, whatever its generic types: its item has its path, fill or stroke (a colour or
/// a gradient), and trim. Not API.
extension _DrawnShape: _DrawnLeaf {
    func _item(view: String, frame: CGRect, proposal: ProposedViewSize, foreground: Color) -> DisplayList.Item {
        var item = DisplayList.Item(view: view, kind: .shape, frame: frame)
        // As SwiftUI draws a shape: in its own space, whose origin is the frame's corner. A shape
        // that ignores the rectangle's origin (a `Path`) still lands in its frame.
        item.path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        // A shape with no fill of its own draws in the foreground style around it (its environment's,
        // or a button's tint), as SwiftUI draws it.
        let ownStyle = (self.view.style as? AnyShapeStyle)?.base ?? self.view.style
        let style: any ShapeStyle =
            ownStyle is ForegroundStyle ? foregroundStyle.map { $0.base } ?? ownStyle : ownStyle
        let color = _resolvedColor(style, foreground: foreground, tint: tint)
        item.gradient = (style as? any _GradientStyle)?._fill(in: frame)
        if let strokeStyle = self.view.strokeStyle {
            item.stroke = color
            item.strokeStyle = strokeStyle
        } else {
            item.fill = color
        }
        if let trimmed = shape as? any _TrimReporting { item.trim = trimmed._trim }
        return item
    }
}

/// The colour a style draws with, in the light appearance, where `foreground` is the foreground
/// colour in force (the primary colour, black, or the accent colour in a button): a colour is
/// itself; a gradient its colour at its start; the foreground style is the foreground colour;
/// `.tint` is the accent colour; `.background` is iOS's system background, white. `.primary` is the
/// foreground colour, and `.secondary`, `.tertiary` and `.quaternary` are iOS's label greys over the
/// primary colour, or another foreground colour at their opacities (``HierarchicalShapeStyle``).
func _resolvedColor(_ style: any ShapeStyle, foreground: Color = .primary, tint: Color? = nil) -> Color {
    switch style {
    case let color as Color:
        return color
    case let any as AnyShapeStyle:
        return _resolvedColor(any.base, foreground: foreground, tint: tint)
    case let gradient as any _GradientStyle:
        return gradient._fill(in: .zero).gradient.color(at: 0)
    case let hierarchical as HierarchicalShapeStyle:
        return hierarchical.color(over: foreground)
    case is TintShapeStyle:
        return tint ?? .accentColor
    case is BackgroundStyle:
        return Color("background", 1, 1, 1)
    default:
        return foreground
    }
}
