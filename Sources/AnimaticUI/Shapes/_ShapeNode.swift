/// The node of a shape: animatable when the shape's data is not empty, a plain value otherwise
/// (SwiftUI inserts no animatable attribute then, and the shape jumps: the trace says so when an
/// animation reaches it). Not API.
enum _ShapeNode {
    static func make<Content: Shape>(_ shape: _GraphValue<Content>, name: String, _ inputs: _ViewInputs)
        -> _GraphValue<Content>
    {
        let graph = inputs.animationGraph
        guard _hasAnimatableData(Content.self) else {
            let node = graph.inanimate(name: name) { _ViewValue(shape.read()) }
            inputs.subtree.add(node.id)
            return _GraphValue(read: { node.value.value }, peek: shape.peek)
        }
        _validateAnimatable(Content.self, name: name)
        let node = graph.animatable(name: name) { _ViewValue(shape.read()) }
        inputs.subtree.add(node.id)
        return _GraphValue(read: { node.value.value }, peek: shape.peek)
    }
}
