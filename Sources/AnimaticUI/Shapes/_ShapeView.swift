/// A shape filled or stroked with a style: what `fill` and `stroke` return. Not API.
///
/// In the graph it is the shape's node, named after the shape's type (`Wave`; `trim` for a trimmed
/// shape), animatable when the shape has animatable data, reading the shape from the body that
/// made it; and, for a colour, an animatable node of the colour named `fill` (or `stroke`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView, CustomStringConvertible {
    /// The shape.
    public var shape: Content
    /// Its fill, or its stroke's colour.
    public var style: Style
    /// How it is stroked; `nil` to fill it.
    public var strokeStyle: StrokeStyle?

    init(shape: Content, style: Style, stroke: StrokeStyle? = nil) {
        self.shape = shape
        self.style = style
        strokeStyle = stroke
    }

    /// The value as code writes it.
    public var description: String {
        let shape = TraceValue(shape).description
        if let strokeStyle {
            // `stroke(_:lineWidth:)` when only the width is set, `stroke(_:style:)` otherwise.
            return strokeStyle == StrokeStyle(lineWidth: strokeStyle.lineWidth)
                ? "\(shape).stroke(\(style), lineWidth: \(strokeStyle.lineWidth))"
                : "\(shape).stroke(\(style), style: \(strokeStyle))"
        }
        return Style.self == ForegroundStyle.self ? shape : "\(shape).fill(\(style))"
    }

    /// The outline drawn with `style` instead of the foreground style: `stroke(lineWidth: 4)`
    /// followed by `.fill(.red)`, as SwiftUI fills a stroked shape.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Content, S> where Style == ForegroundStyle {
        _ShapeView<Content, S>(shape: shape, style: style, stroke: strokeStyle)
    }

    /// The name of the shape's node.
    static var shapeName: String { _shapeName(Content.self) }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let name = inputs.nodeName(shapeName)
        let made = inputs.subtree.nodes.count
        let shape = _ShapeNode.make(view.map(\.shape), name: name, inputs)
        let style = _ShapeStyleNode.make(view.map(\.style), isStroke: view.peek().strokeStyle != nil, inputs)
        // A shape filled with the foreground style (the default) draws in the one around it.
        let environment = inputs.environment
        let foreground = environment.map { _ShapeEnvironment(foregroundStyle: $0._foregroundStyle, tint: $0._tint) }
            .memoized()
        let drawn = _GraphValue<Any>(
            read: {
                var drawnView = view.read()
                drawnView.style = style.read()
                let inherited = foreground.read()
                return _DrawnShape(
                    shape: shape.read(), view: drawnView, foregroundStyle: inherited.foregroundStyle,
                    tint: inherited.tint)
                    as Any
            },
            peek: {
                let inherited = environment.peek()
                return _DrawnShape(
                    shape: shape.peek(), view: view.peek(), foregroundStyle: inherited._foregroundStyle,
                    tint: inherited._tint) as Any
            })
        let render = _RenderNode(.primitive(name: name, value: drawn))
        // The shape's node, then its colour's when it animates; listed the colour first, so that
        // the shape itself comes last.
        let nodes = inputs.subtree.nodes[made...]
        render.nodes = Array(nodes.dropFirst()) + nodes.prefix(1)
        _PresentedFrame.make(for: render, name: shapeName, inputs)
        return _ViewOutputs(render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names[shapeName, default: 0] += 1
        // Whether the colour is a fill or a stroke is known only from the value: count both.
        if let style = Style.self as? any Animatable.Type, _hasAnimatableData(style) {
            names["fill", default: 0] += 1
            names["stroke", default: 0] += 1
        }
    }
}

/// The node name of a shape type: its name, or `trim` for a trimmed shape.
func _shapeName(_ type: Any.Type) -> String {
    let name = _typeName(type)
    switch name {
    case "_TrimmedShape": return "trim"
    case "_InsetShape": return "strokeBorder"
    default: return name
    }
}
