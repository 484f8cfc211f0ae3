/// Several views in a row, as a ``ViewBuilder`` block of statements builds them; a stack lays
/// them out, each at its own place (`VStack[0]`, `VStack[1]`, …).
public struct TupleView<T>: _PrimitiveView {
    /// The views.
    public var value: T
    /// The views, in order, for the graph to read each one.
    let elements: [any View]
    let children: _TupleChildren

    /// Creates a tuple of views.
    public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        var elements: [any View] = []
        for element in repeat each value { elements.append(element) }
        self.elements = elements
        children = _TupleChildren.of(TupleView.self) {
            var children = _TupleChildren()
            for type in repeat (each Content).self { children.append(type) }
            return children
        }
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let children = view.peek().children
        var nodes: [_RenderNode] = []
        for (index, make) in children.makers.enumerated() {
            nodes += make(view.map { $0.elements[index] }, inputs.child(index)).nodes
        }
        return _ViewOutputs(nodes)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        for collect in _TupleChildren.known(TupleView.self)?.collectors ?? [] { collect(&names) }
    }
}

extension TupleView: CustomStringConvertible {
    /// The views, separated by semicolons.
    public var description: String {
        elements.map { TraceValue($0).description }.joined(separator: "; ")
    }
}
