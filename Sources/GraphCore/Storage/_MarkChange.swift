/// A read mark that a rule of a nested pull changed, and the mark it replaced.
struct _MarkChange {
    /// The node whose mark changed.
    var node: UInt32
    /// Its mark before.
    var mark: UInt32
}
