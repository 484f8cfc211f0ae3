/// One row of a ``ForEach``: its id, and the view its element makes, read from the `ForEach`'s
/// value. One object a row, which its value's closures hold as their only capture (so they need
/// no context of their own), and which keeps the row's last view for its removal transition. Not
/// API.
final class _ForEachRow<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    let id: ID
    /// The view the row showed last, kept while the row is there (shown or being removed).
    private(set) var last: Content?
    private let read: () -> ForEach<Data, ID, Content>
    private let peek: () -> ForEach<Data, ID, Content>
    /// The ids when the row was made, for peeking before the ids' node has run.
    private let identities: _ForEachIdentities<ID>
    /// The ids' node, once made: the row reads it to find its element in O(1).
    private let node: _LastValue<Node<_ForEachIdentities<ID>>>

    init(
        id: ID, read: @escaping () -> ForEach<Data, ID, Content>, peek: @escaping () -> ForEach<Data, ID, Content>,
        identities: _ForEachIdentities<ID>, node: _LastValue<Node<_ForEachIdentities<ID>>>
    ) {
        self.id = id
        self.read = read
        self.peek = peek
        self.identities = identities
        self.node = node
    }

    /// The row's view as its graph value: reading it reads the ids and the `ForEach`.
    var value: _GraphValue<Content> {
        _GraphValue(read: { self.readContent() }, peek: { self.peekContent() })
    }

    /// The row's view, reading the ids and the `ForEach`.
    private func readContent() -> Content {
        content(of: read(), node.value?.value.offsets ?? identities.offsets)
    }

    /// The row's view, reading nothing.
    private func peekContent() -> Content {
        content(of: peek(), identities.offsets)
    }

    /// The view `forEach` makes for the row's element, found at its offset; the last one when the
    /// element is gone (a row being removed shows what it showed).
    private func content(of forEach: ForEach<Data, ID, Content>, _ offsets: [ID: Int]) -> Content {
        if let offset = offsets[id], offset < forEach.data.count {
            let element = forEach.data[forEach.data.index(forEach.data.startIndex, offsetBy: offset)]
            if forEach.id(element) == id {
                let content = forEach.content(element)
                last = content
                return content
            }
        }
        return last!
    }
}
