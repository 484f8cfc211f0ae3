/// An entry of the explicit evaluation stack that replaces recursion.
struct _StackEntry {
    /// The node being brought up to date or evaluated.
    @usableFromInline var node: UInt32
    /// Where the walk goes on with the node's sources once the source it descended into is up to
    /// date: the edge after that source's, or 0 at the end of the list.
    @usableFromInline var cursor: UInt32
}
