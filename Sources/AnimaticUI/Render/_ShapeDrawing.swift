import Foundation

/// What the display list needs of a drawn shape, a clip shape or a style, whatever their generic
/// types. Not API.
protocol _ShapeDrawing {
    /// The item of the shape drawn in `frame`: its path, fill or stroke, and trim.
    func _item(view: String, frame: CGRect) -> DisplayList.Item
}

extension _DrawnShape: _ShapeDrawing {
    func _item(view: String, frame: CGRect) -> DisplayList.Item {
        var item = DisplayList.Item(view: view, kind: .shape, frame: frame)
        // As SwiftUI draws a shape: in its own space, whose origin is the frame's corner. A shape
        // that ignores the rectangle's origin (a `Path`) still lands in its frame.
        item.path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        let color = _resolvedColor(self.view.style)
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
/// itself; the foreground style is the foreground colour; `.tint` is the accent colour;
/// `.background` is iOS's system background, white. `.primary` is the foreground colour, and
/// `.secondary`, `.tertiary` and `.quaternary` are iOS's label greys over the primary colour, or
/// another foreground colour at their opacities (``HierarchicalShapeStyle``).
func _resolvedColor(_ style: any ShapeStyle, foreground: Color = .primary) -> Color {
    switch style {
    case let color as Color:
        return color
    case let any as AnyShapeStyle:
        return _resolvedColor(any.base, foreground: foreground)
    case let hierarchical as HierarchicalShapeStyle:
        return hierarchical.color(over: foreground)
    case is TintShapeStyle:
        return .accentColor
    case is BackgroundStyle:
        return Color("background", 1, 1, 1)
    default:
        return foreground
    }
}
