/// The node of a shape's fill or stroke colour: animatable when the style has animatable data (a
/// ``Color``), so that a colour that changes under an animation interpolates, as SwiftUI animates
/// `fill` and `foregroundStyle` colours. Other styles make no node. Not API.
enum _ShapeStyleNode {
    /// The style as drawn: from the animatable node named `fill` (or `stroke`) when the style can
    /// animate, from the view's value otherwise.
    static func make<Style: ShapeStyle>(_ style: _GraphValue<Style>, isStroke: Bool, _ inputs: _ViewInputs)
        -> _GraphValue<Style>
    {
        guard let animatable = Style.self as? any Animatable.Type, _hasAnimatableData(animatable) else { return style }
        return makeAnimatable(animatable, style, name: inputs.nodeName(isStroke ? "stroke" : "fill"), inputs)
    }

    private static func makeAnimatable<Model: Animatable, Style>(
        _: Model.Type, _ style: _GraphValue<Style>, name: String, _ inputs: _ViewInputs
    ) -> _GraphValue<Style> {
        let node = inputs.animationGraph.animatable(name: name) {
            _ViewValue(unsafeBitCast(style.read(), to: Model.self))
        }
        inputs.subtree.add(node.id)
        return _GraphValue(read: { unsafeBitCast(node.value.value, to: Style.self) }, peek: style.peek)
    }
}
