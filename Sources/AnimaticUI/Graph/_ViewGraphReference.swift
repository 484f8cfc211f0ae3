/// A reference to a host's view graph that does not keep it alive, and reads `nil` once the graph
/// is gone: what the virtual clock's context, timers and work scheduled on the clock hold. Not API.
///
/// A `weak` reference would do, but the first one to an object gives it a side table, and every
/// later retain and release of it takes the runtime's slow path: the view graph is retained by
/// every body and modifier node that runs, each frame. The graph clears this reference when it goes.
final class _ViewGraphReference: @unchecked Sendable {
    /// The view graph, until it goes.
    unowned(unsafe) var views: _ViewGraph?

    init(_ views: _ViewGraph) {
        self.views = views
    }
}
