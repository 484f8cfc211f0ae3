import Foundation

/// A shape as drawn, whatever its generic types: its item has its path, fill or stroke (a colour or
/// a gradient), and trim. Not API.
extension _DrawnShape: _DrawnLeaf {
    func _item(view: String, frame: CGRect, proposal: ProposedViewSize) -> DisplayList.Item {
        var item = DisplayList.Item(view: view, kind: .shape, frame: frame)
        // As SwiftUI draws a shape: in its own space, whose origin is the frame's corner. A shape
        // that ignores the rectangle's origin (a `Path`) still lands in its frame.
        item.path = shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
        let color = _resolvedColor(self.view.style)
        let style = (self.view.style as? AnyShapeStyle)?.base ?? self.view.style
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

/// The colour a style draws with: a colour is itself; a gradient its colour at its start; the foreground style is the primary colour
/// (black); `.secondary`, `.tertiary` and `.quaternary` are the primary colour at their opacities.
func _resolvedColor(_ style: any ShapeStyle) -> Color {
    if let color = style as? Color { return color }
    if let any = style as? AnyShapeStyle { return _resolvedColor(any.base) }
    if let gradient = style as? any _GradientStyle { return gradient._fill(in: .zero).gradient.color(at: 0) }
    if let hierarchical = style as? HierarchicalShapeStyle {
        return Color.primary.opacity(HierarchicalShapeStyle.opacities[hierarchical.level])
    }
    return Color.primary
}
