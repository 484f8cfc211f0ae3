/// One dependency edge: `source` was read by `target`. 20 bytes, in `_GraphStorage.edges`.
///
/// An edge sits in two lists at once: its target's singly linked source list (read order) and its
/// source's doubly linked dependent list.
@usableFromInline
struct _Edge {
    @usableFromInline var source: UInt32
    @usableFromInline var target: UInt32
    @usableFromInline var nextSource: UInt32
    @usableFromInline var previousDependent: UInt32
    @usableFromInline var nextDependent: UInt32
}
