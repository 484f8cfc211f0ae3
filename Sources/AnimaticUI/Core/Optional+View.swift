/// An optional view, as `if` without `else` builds it: nothing when `nil`. Its content is its own
/// place in the tree, removed with its state when it becomes `nil`.
extension Optional: View where Wrapped: View {
    /// A primitive view has no body.
    public typealias Body = Never

    /// An optional view has no body.
    public var body: Never { fatalError("Optional views have no body.") }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let last = _LastValue<Wrapped>()
        let container = _DynamicContainer<Bool>(
            inputs,
            makeContent: { _, place in
                var inner = inputs
                inner.subtree = place
                let content = view.map { last.update($0) }
                _ = content.peek()
                return Wrapped._makeView(view: content, inputs: inner.branch("if"))
            },
            transition: { _ in _transition(of: (view.peek() ?? last.value) as Any? as Any) },
            transitionInputs: { _, place in inputs.transitionInputs(element: "if", in: place) })
        let keys = { (isPresent: Bool) in isPresent ? [true] : [] }
        _ = _StructureNode.make(
            name: inputs.nodeName("if"), inputs, key: { view.read() != nil }, initial: view.peek() != nil,
            doomed: { _, isPresent in container.removedPlaces(for: keys(isPresent)) }
        ) { _, isPresent, transaction in
            container.update(to: keys(isPresent), in: transaction)
        }
        return _ViewOutputs(container.render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["if", default: 0] += 1
        Wrapped._collectNodeNames(into: &names)
    }
}
