/// The animator of an animatable node that has animated, with what waits on its entries: made
/// by the node's first change in a transaction with an animation, and kept from then on.
///
/// Most nodes never animate (a list's rows, most frames of a screen), and an ``Animator`` at rest
/// is a pure function of its value and frame rate: such a node keeps only its value, and this
/// object, four copies of the value larger, exists only for the nodes that need it. Not API.
@usableFromInline
final class _NodeAnimator<Data: VectorArithmetic & Sendable> {
    @usableFromInline @exclusivity(unchecked) var animator: Animator<Data>
    /// The completion handlers waiting for a running entry's logical completion, beside it.
    var entryListeners: [(entry: AnimatorEntryID, group: _CompletionGroup)] = []
    /// The trace's number for each running animator entry, while tracing: the animator numbers its
    /// entries per node, the trace across the graph.
    var traceAnimationIDs: [(entry: AnimatorEntryID, trace: Int)] = []
    /// The completion handlers waiting for the node to have no animation left (`.removed`).
    var stopListeners: [_CompletionGroup] = []

    /// An animator at rest at `data`, on a clock of `framesPerSecond` frames a second: what the node
    /// would have held had it made one at its first value.
    init(restingAt data: Data, framesPerSecond: Double) {
        animator = Animator(value: data, framesPerSecond: framesPerSecond)
    }
}
