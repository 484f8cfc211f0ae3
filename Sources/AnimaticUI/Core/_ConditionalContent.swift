/// One of two views, as `if`/`else` and `switch` build it: each branch is its own place in the tree.
/// When the condition changes, the old branch's nodes and state are removed and the new branch is
/// built fresh.
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
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        let render = _RenderNode(.group)
        let place = context.subtree.makeChild()
        var inner = context
        inner.subtree = place
        let lastTrue = _LastValue<TrueContent>()
        let lastFalse = _LastValue<FalseContent>()
        _ = _StructureNode.make(
            name: context.nodeName("if"), context, key: { view.read().isTrue }, initial: view.peek().isTrue,
            doomed: { _, _ in [place] }
        ) { old, isTrue in
            if old != nil { place.removeContents(from: context.animationGraph) }
            if isTrue {
                let branch = view.map { value -> TrueContent in
                    if case .trueContent(let content) = value.storage { return lastTrue.update(content) }
                    return lastTrue.update(nil)
                }
                _ = branch.peek()
                render.children = TrueContent._makeView(branch, inner.branch("if")).nodes
            } else {
                let branch = view.map { value -> FalseContent in
                    if case .falseContent(let content) = value.storage { return lastFalse.update(content) }
                    return lastFalse.update(nil)
                }
                _ = branch.peek()
                render.children = FalseContent._makeView(branch, inner.branch("else")).nodes
            }
        }
        return _ViewOutputs(render)
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
