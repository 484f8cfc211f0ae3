/// What a view's make step produced for the screen: the render nodes it adds to its parent, in
/// order. Not API.
public struct _ViewOutputs {
    var nodes: [_RenderNode]

    init(_ nodes: [_RenderNode] = []) { self.nodes = nodes }

    init(_ node: _RenderNode) { self.nodes = [node] }
}
