/// A run of rules the marking walk went along, each the single dependent of the one before: where
/// it starts and where it ends, for the update walk to go down it without descending into each
/// rule first (see `_GraphStorage.updateRun`).
///
/// A hint is only a shortcut. It holds while `version` is the graph's `structureVersion`: no edge
/// came or went since the marking, so `top` still reaches `bottom` along single dependents.
struct _RunHint {
    /// The first rule of the run.
    var top: UInt32
    /// The last: the node the run ends at, which may have any number of dependents.
    var bottom: UInt32
    /// The graph's `structureVersion` when the run was marked.
    var version: UInt32
    /// Whether each rule of the run is numbered one after the last, as in a chain made in a loop:
    /// the update walk then knows the next rule's number before it loads the edge that says so.
    var isInOrder: Bool
}
