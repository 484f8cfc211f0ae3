/// What the rows of one ``ForEach`` share: how to read the `ForEach`, and its ids. One object a
/// `ForEach`, which each row holds in place of its own copies of the closures and the ids. Not API.
final class _ForEachSource<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    /// Reads the `ForEach`, recording a dependency when a rule runs.
    let read: () -> ForEach<Data, ID, Content>
    /// The `ForEach` as last computed, reading nothing.
    let peek: () -> ForEach<Data, ID, Content>
    /// The ids the rows were last made or updated for, for peeking before the ids' node has run.
    var built: _ForEachIdentities<ID>
    /// The ids' node, once made: a row reads it to find its element in O(1).
    let node = _LastValue<Node<_ForEachIdentities<ID>>>()

    init(
        read: @escaping () -> ForEach<Data, ID, Content>, peek: @escaping () -> ForEach<Data, ID, Content>,
        built: _ForEachIdentities<ID>
    ) {
        self.read = read
        self.peek = peek
        self.built = built
    }
}
