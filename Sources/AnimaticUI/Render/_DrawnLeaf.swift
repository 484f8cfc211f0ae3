import Foundation

/// A leaf of the view tree as the display list draws it: a text, an image, a colour, a shape. Each
/// says through this protocol what item it draws, so the display list's builder needs no list of
/// leaf types. Not API.
protocol _DrawnLeaf {
    /// The item the leaf draws in `frame`, before the effects around it.
    ///
    /// - Parameters:
    ///   - view: The name the item is drawn under.
    ///   - frame: The leaf's frame, in screen points.
    ///   - proposal: The size its container proposed it (a text wraps by it).
    ///   - foreground: The foreground colour in force: the primary colour, or the accent colour
    ///     inside a button. A text or an image with no foreground style of its own draws in it.
    func _item(view: String, frame: CGRect, proposal: ProposedViewSize, foreground: Color) -> DisplayList.Item
}

extension Text: _DrawnLeaf {
    func _item(view: String, frame: CGRect, proposal: ProposedViewSize, foreground: Color) -> DisplayList.Item {
        let font = _ViewLayout.font(of: self)
        var item = DisplayList.Item(view: view, kind: .text, frame: frame)
        item.text = content
        item.lines = _TextLayout(content, font: font, proposal: proposal).lines.map(\.text)
        item.fontSize = font.pointSize
        item.fontWeight = font.weight
        item.fill = foregroundStyle.map { _resolvedColor($0, foreground: foreground) } ?? foreground
        return item
    }
}

/// An image is drawn as its resolved value: the font in force gives a symbol's size, the foreground
/// style its colour.
extension _ResolvedImage: _DrawnLeaf {
    func _item(view: String, frame: CGRect, proposal: ProposedViewSize, foreground: Color) -> DisplayList.Item {
        var item = DisplayList.Item(view: view, kind: .image, frame: frame)
        item.systemImage = image.systemName
        item.imageName = image.name
        item.fontSize = font.pointSize
        item.fill = style.foregroundStyle.map { _resolvedColor($0, foreground: foreground) } ?? foreground
        return item
    }
}

extension Color: _DrawnLeaf {
    func _item(view: String, frame: CGRect, proposal: ProposedViewSize, foreground: Color) -> DisplayList.Item {
        var item = DisplayList.Item(view: view, kind: .shape, frame: frame)
        item.path = Path(frame)
        item.fill = self
        return item
    }
}
