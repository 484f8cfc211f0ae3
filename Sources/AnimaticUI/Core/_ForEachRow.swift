/// One row of a ``ForEach``: its id, and the view its element makes, read from the `ForEach`'s
/// value. One object a row, which its value's closures hold as their only capture (so they need
/// no context of their own), and which keeps the row's last view for its removal transition. Not
/// API.
final class _ForEachRow<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    let id: ID
    /// The view the row showed last, kept while the row is there (shown or being removed): not
    /// optional, as a row is made for an element the ForEach has, and so that making and letting go
    /// of a row never asks the runtime for the optional view's type.
    private(set) var last: Content
    /// The `ForEach` and its ids, shared by its rows.
    private let source: _ForEachSource<Data, ID, Content>

    /// The row for `id`, an id of the `ForEach` as last computed, with the view of its element.
    init(id: ID, source: _ForEachSource<Data, ID, Content>) {
        guard let first = Self.view(for: id, in: source.peek(), source.built.offsets) else {
            preconditionFailure("ForEach row \(id) made for an id its data does not have")
        }
        self.id = id
        self.source = source
        last = first
    }

    /// The row's view as its graph value: reading it reads the ids and the `ForEach`.
    var value: _GraphValue<Content> {
        _GraphValue(read: { self.readContent() }, peek: { self.peekContent() })
    }

    /// The row's view, reading the ids and the `ForEach`.
    private func readContent() -> Content {
        content(of: source.read(), source.node.value?.value.offsets ?? source.built.offsets)
    }

    /// The row's view, reading nothing.
    private func peekContent() -> Content {
        content(of: source.peek(), source.built.offsets)
    }

    /// The view `forEach` makes for the row's element, found at its offset; the last one when the
    /// element is gone (a row being removed shows what it showed).
    private func content(of forEach: ForEach<Data, ID, Content>, _ offsets: [ID: Int]) -> Content {
        if let content = Self.view(for: id, in: forEach, offsets) {
            last = content
            return content
        }
        return last
    }

    /// The view `forEach` makes for the element with `id`, found at its offset in `offsets`; `nil`
    /// when the element there has another id, or there is none.
    static func view(for id: ID, in forEach: ForEach<Data, ID, Content>, _ offsets: [ID: Int]) -> Content? {
        // The fields taken out once: each read of the generic value asks for its type's metadata.
        let data = forEach.data
        guard let offset = offsets[id], offset < data.count else { return nil }
        let element = data[data.index(data.startIndex, offsetBy: offset)]
        return forEach.id(element) == id ? forEach.content(element) : nil
    }
}
