/// A view of any type, as SwiftUI's `AnyView`. When the type of the view inside changes, its place
/// is rebuilt: the old view's nodes and state go.
public struct AnyView: _PrimitiveView {
    let storage: any View

    /// Wraps a view.
    public init<Content: View>(_ view: Content) {
        storage = view
    }

    /// Wraps a view, or answers `nil` when `value` is not one.
    public init?(erasing value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        // Each type of view is an element of its own: a new type is a new view.
        var shown: [ObjectIdentifier: any View] = [:]
        let container = _DynamicContainer<ObjectIdentifier>(
            inputs,
            makeContent: { _, place in
                var inner = inputs
                inner.subtree = place
                let storage = view.peek().storage
                shown[ObjectIdentifier(type(of: storage))] = storage
                return makeContent(storage, view, inner)
            },
            transition: { key in _transition(of: shown[key] ?? view.peek().storage) },
            transitionInputs: { _, place in inputs.transitionInputs(element: "AnyView", in: place) },
            erased: { shown[$0] = nil })
        _ = _StructureNode.make(
            name: inputs.nodeName("AnyView"), inputs, key: { ObjectIdentifier(type(of: view.read().storage)) },
            initial: ObjectIdentifier(type(of: view.peek().storage)),
            doomed: { _, key in container.removedPlaces(for: [key]) }
        ) { _, key, transaction in
            container.update(to: [key], in: transaction)
        }
        return _ViewOutputs(container.render)
    }

    private static func makeContent<Content: View>(
        _ sample: Content, _ view: _GraphValue<AnyView>, _ inputs: _ViewInputs
    ) -> _ViewOutputs {
        let last = _LastValue<Content>(sample)
        return Content._makeView(view: view.map { last.update($0.storage as? Content) }, inputs: inputs)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["AnyView", default: 0] += 1
    }
}

extension AnyView: CustomStringConvertible {
    /// The wrapped view's description.
    public var description: String { "AnyView(\(TraceValue(storage).description))" }
}
