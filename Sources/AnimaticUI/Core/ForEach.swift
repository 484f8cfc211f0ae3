/// Views made from a collection, one per element, as SwiftUI's `ForEach`: each element's view has
/// the identity of the element's id. Rows keep their nodes and state across moves; an inserted id
/// gets a new place, a removed id loses its. Ids that occur more than once are reported, and only
/// the first element with an id is shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    /// The elements.
    public var data: Data
    /// Makes an element's view.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Views for `data`, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    /// Builds the view's nodes and drawing. Not API.
    public static func _makeView(_ view: _ViewInput<Self>, _ context: _MakeContext) -> _ViewOutputs {
        // Every row reads the ForEach: projected from the parent's body once per change.
        let view = view.memoized()
        let render = _RenderNode(.group)
        let container = context.subtree.makeChild()
        var rows: [ID: (place: _Subtree, render: _RenderNode)] = [:]
        let graph = context.graph
        let name = context.nodeName("ForEach")
        let node = _LastValue<Node<_ForEachIdentities<ID>>>()
        let rowNames = _ForEachRowNames<ID>()
        let identities = _StructureNode.make(
            name: name, context, key: { _ForEachIdentities(view.read(), graph: graph, name: name) },
            initial: _ForEachIdentities(view.peek(), graph: graph, name: name),
            doomed: { built, new in
                let kept = Set(new.ids)
                return built.ids.filter { !kept.contains($0) }.compactMap { rows[$0]?.place }
            }
        ) { old, new in
            // Removed in the order the rows had, not the dictionary's: a trace reads the same in
            // every run.
            let kept = Set(new.ids)
            for id in old?.ids ?? [] where !kept.contains(id) {
                rows[id]?.place.remove(from: context.animationGraph)
                rows[id] = nil
            }
            for id in new.ids where rows[id] == nil {
                rows[id] = makeRow(id, rowNames.name(of: id), view, new, node, container, context)
            }
            render.children = new.ids.compactMap { rows[$0]?.render }
        }
        _ = node.remember(identities)
        return _ViewOutputs(render)
    }

    private static func makeRow(
        _ id: ID, _ rowName: String, _ view: _ViewInput<Self>, _ identities: _ForEachIdentities<ID>,
        _ node: _LastValue<Node<_ForEachIdentities<ID>>>, _ container: _Subtree, _ context: _MakeContext
    ) -> (place: _Subtree, render: _RenderNode) {
        let place = container.makeChild()
        var inner = context
        inner.subtree = place
        let rowPlace = context.place.map { $0 + "/" }.joined() + "ForEach[\(rowName)]/"
        inner.namePrefix = context.namePrefix + rowPlace
        inner.ownerPrefix = context.ownerPrefix.map { $0 + rowPlace }
        inner.place = []
        inner.repeatedNames = []
        inner.chainLink = nil
        inner.chainQualifiers = [:]
        let last = _LastValue<Content>()
        // A row reads the ids (to find its element in O(1)) and the ForEach's value.
        let read = view.read
        let peek = view.peek
        func element(_ forEach: Self, _ offsets: [ID: Int]) -> Content {
            guard let offset = offsets[id], offset < forEach.data.count else { return last.update(nil) }
            let element = forEach.data[forEach.data.index(forEach.data.startIndex, offsetBy: offset)]
            guard forEach.id(element) == id else { return last.update(nil) }
            return last.update(forEach.content(element))
        }
        let row = _ViewInput<Content>(
            read: { element(read(), node.value?.value.offsets ?? identities.offsets) },
            peek: { element(peek(), identities.offsets) })
        _ = row.peek()
        let render = _RenderNode(.group, children: Content._makeView(row, inner).nodes)
        return (place, render)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["ForEach", default: 0] += 1
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by the integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: CustomStringConvertible {
    /// `ForEach(3 elements)`.
    public var description: String { "ForEach(\(data.count) elements)" }
}
