extension _DisplayListCache {
    /// The pieces that read one node to draw themselves, in the order they read it: most nodes have
    /// one reader, held without an array. Not API.
    struct Readers: Sequence {
        /// The first piece that read the node.
        let first: _RenderNode
        /// The pieces that read it after the first, if any.
        var more: [_RenderNode] = []

        func makeIterator() -> Iterator { Iterator(readers: self) }

        /// The readers, the first one first.
        struct Iterator: IteratorProtocol {
            let readers: Readers
            /// The position in ``Readers/more`` of the next reader; -1 before the first.
            var position = -1

            mutating func next() -> _RenderNode? {
                defer { position += 1 }
                if position < 0 { return readers.first }
                return position < readers.more.count ? readers.more[position] : nil
            }
        }
    }
}
