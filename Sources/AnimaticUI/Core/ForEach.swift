/// Views made from a collection, one per element, as SwiftUI's `ForEach`: each element's view has
/// the identity of the element's id. Rows keep their nodes and state across moves; an inserted id
/// gets a new place, a removed id loses its (under an animation, through the row's transition,
/// `.opacity` by default). Ids that occur more than once are reported, and only the first element
/// with an id is shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    /// The elements.
    public var data: Data
    /// Makes an element's view.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Views for `data`, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    /// Views for `data`, each element identified by `identify`: for the initializers whose id is
    /// known without a key path (applying one costs more than the rest of finding a row).
    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        id = identify
    }

    /// Builds the view's nodes and drawing. Not API.
    ///
    /// Each row is an element of a place that comes and goes, keyed by its id: rows inserted or
    /// removed under an animation come and go through their transitions.
    public static func _makeView(view: _GraphValue<Self>, inputs: _ViewInputs) -> _ViewOutputs {
        // Every row reads the ForEach: projected from the parent's body once per change.
        let view = view.memoized()
        let graph = inputs.graph
        let name = inputs.nodeName("ForEach")
        let source = _ForEachSource(
            read: view.read, peek: view.peek, built: _ForEachIdentities(view.peek(), graph: graph, name: name))
        let rowNames = _ForEachRowNames<ID>()
        // What every row's place starts with: the ForEach's own place, made once.
        let placePrefix = inputs.place.map { $0 + "/" }.joined() + "ForEach["
        // Each row while it is there (shown or being removed): its last view gives its transition.
        var rows: [ID: _ForEachRow<Data, ID, Content>] = [:]
        let container = _DynamicContainer<ID>(
            inputs,
            makeContent: { id, place in
                let row = _ForEachRow(id: id, source: source)
                rows[id] = row
                return makeRow(row, rowNames.name(of: id), placePrefix, place, inputs)
            },
            transition: { id in
                if let content = _ForEachRow.view(for: id, in: view.peek(), source.built.offsets) {
                    return _transition(of: content)
                }
                return _transition(of: rows[id]?.last as Any)
            },
            transitionInputs: { id, place in
                inputs.transitionInputs(element: "ForEach[\(rowNames.name(of: id))]", in: place)
            },
            erased: { rows[$0] = nil })
        // The ids are the ForEach's: made once from the value peeked here, and again only for a
        // value the source node changed to since (10,000 rows are 10,000 insertions).
        var madeAt = view.source.map { graph.graph.dependencyGraph.changeEpoch(of: $0.node) }
        let identities = _StructureNode.make(
            name: name, inputs,
            key: {
                let forEach = view.read()
                if let epoch = madeAt {
                    madeAt = nil
                    if let origin = view.source, graph.graph.dependencyGraph.changeEpoch(of: origin.node) == epoch {
                        return source.built
                    }
                }
                return _ForEachIdentities(forEach, graph: graph, name: name)
            },
            initial: source.built, doomed: { _, new in container.removedPlaces(for: new.ids) }
        ) { _, new, transaction in
            source.built = new
            container.update(to: new.ids, in: transaction)
        }
        _ = source.node.remember(identities)
        return _ViewOutputs(container.render)
    }

    private static func makeRow(
        _ row: _ForEachRow<Data, ID, Content>, _ rowName: String, _ placePrefix: String, _ place: _Subtree,
        _ inputs: _ViewInputs
    ) -> _ViewOutputs {
        var inner = inputs
        inner.subtree = place
        // `VStack[0]/ForEach[3]/`, made in one allocation: the longest string a row makes.
        var rowPlace = ""
        rowPlace.reserveCapacity(placePrefix.utf8.count + rowName.utf8.count + 2)
        rowPlace += placePrefix
        rowPlace += rowName
        rowPlace += "]/"
        inner.namePrefix = inputs.namePrefix.isEmpty ? rowPlace : inputs.namePrefix + rowPlace
        inner.ownerPrefix = inputs.ownerPrefix.map { $0 + rowPlace }
        inner.place = []
        inner.repeatedNames = []
        inner.chainLink = nil
        inner.chainQualifiers = [:]
        return Content._makeView(view: row.value, inputs: inner)
    }

    /// Adds the names of the nodes this type makes. Not API.
    public static func _collectNodeNames(into names: inout [String: Int]) {
        names["ForEach", default: 0] += 1
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by the integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

extension ForEach: CustomStringConvertible {
    /// `ForEach(3 elements)`.
    public var description: String { "ForEach(\(data.count) elements)" }
}
