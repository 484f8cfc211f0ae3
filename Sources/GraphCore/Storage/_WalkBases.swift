/// The base addresses of the buffers the walks read through, held in locals while a walk runs: the
/// node records, the edge pool, the update walk's stack and the marking walk's stack.
///
/// A buffer moves when it grows: when a node is created, an edge added or a stack deepened. Code
/// that a walk calls out to can do all three (a rule creates nodes and reads new sources, a nested
/// pull deepens the stack, an observer's callback may do anything a caller of the graph can), so
/// after such a call every address held here may point to freed memory. A walk makes each such call
/// through `_GraphStorage.reentrantCall(reloading:_:)`, which loads them all again after it; a walk
/// that grows a buffer itself updates that buffer's address on the spot.
///
/// A walk uses the addresses it needs; the optimizer drops the loads of the others.
struct _WalkBases {
    /// `_GraphStorage.records.base`.
    var nodes: UnsafeMutablePointer<_NodeRecord>
    /// `_GraphStorage.edges.base`.
    var links: UnsafeMutablePointer<_Edge>
    /// `_GraphStorage.stack.base`.
    var entries: UnsafeMutablePointer<_StackEntry>
    /// `_GraphStorage.markStack.base`.
    var marks: UnsafeMutablePointer<UInt32>
}
