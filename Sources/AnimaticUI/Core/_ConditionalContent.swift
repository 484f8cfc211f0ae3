/// One of two views, as `if`/`else` and `switch` build it: each branch is its own place in the tree.
/// When the condition changes, the old branch's nodes and state are removed and the new branch is
/// built fresh; under an animation, each comes and goes through its transition.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    /// Which branch, with its view.
    public enum Storage {
        /// The `if` branch, or the first `case`.
        case trueContent(TrueContent)
        /// The `else` branch, or a later `case`.
        case falseContent(FalseContent)
    }

    /// The branch taken.
    public let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

    var isTrue: Bool {
        if case .trueContent = storage { return true }
        return false
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        let lastTrue = _LastValue<TrueContent>()
        let lastFalse = _LastValue<FalseContent>()
        let container = _DynamicContainer<Bool>(
            inputs,
            makeContent: { isTrue, place in
                var inner = inputs
                inner.subtree = place
                if isTrue {
                    let branch = view.map { value -> TrueContent in
                        if case .trueContent(let content) = value.storage { return lastTrue.update(content) }
                        return lastTrue.update(nil)
                    }
                    _ = branch.peek()
                    return TrueContent._makeView(view: branch, inputs: inner.branch("if"))
                }
                let branch = view.map { value -> FalseContent in
                    if case .falseContent(let content) = value.storage { return lastFalse.update(content) }
                    return lastFalse.update(nil)
                }
                _ = branch.peek()
                return FalseContent._makeView(view: branch, inputs: inner.branch("else"))
            },
            transition: { isTrue in
                // The branch's value now, or the last it had when it is the one going.
                switch view.peek().storage {
                case .trueContent(let content) where isTrue: _transition(of: content)
                case .falseContent(let content) where !isTrue: _transition(of: content)
                default: isTrue ? _transition(of: lastTrue.value as Any) : _transition(of: lastFalse.value as Any)
                }
            },
            transitionInputs: { isTrue, place in inputs.transitionInputs(element: isTrue ? "if" : "else", in: place)
            })
        _ = _StructureNode.make(
            name: inputs.nodeName("if"), inputs, key: { view.read().isTrue }, initial: view.peek().isTrue,
            doomed: { _, isTrue in container.removedPlaces(for: [isTrue]) }
        ) { _, isTrue, transaction in
            container.update(to: [isTrue], in: transaction)
        }
        return _ViewOutputs(container.render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["if", default: 0] += 1
        TrueContent._collectNodeNames(into: &names)
        FalseContent._collectNodeNames(into: &names)
    }
}

extension _ConditionalContent: CustomStringConvertible {
    /// The branch taken.
    public var description: String {
        switch storage {
        case .trueContent(let content): TraceValue(content).description
        case .falseContent(let content): TraceValue(content).description
        }
    }
}
