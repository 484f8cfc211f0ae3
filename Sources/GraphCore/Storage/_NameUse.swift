/// What the graph knows of one shown name: the node shown by it, and for a name given to several
/// nodes, the highest rank shown so far (`x (3)` makes it 3), so the next one is numbered after it.
struct _NameUse {
    /// The node shown by exactly this name.
    var node: UInt32
    /// 1 for a name given once; the last rank shown for a name given again. At most the number of
    /// nodes, which node indices count in 32 bits: a table entry's value is 8 bytes, not 16.
    var rank: UInt32
}
