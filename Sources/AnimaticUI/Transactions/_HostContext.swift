import Animatic

/// The host whose change is being applied on this task (a tap's action, a scripted step), so that
/// `withAnimation` opens its transaction on that host's graph. Not API.
enum _HostContext {
    /// The view graph applying a change on this task, if any.
    static var current: _ViewGraph? { _current?.change.graph }

    /// Runs `body` as a change of `graph`.
    static func with<Result>(_ graph: _ViewGraph, _ body: () throws -> Result) rethrows -> Result {
        try $_current.withValue(_Box(change: _HostChange(graph: graph)), operation: body)
    }

    /// Opens a transaction of the change being applied with `open`, or returns `nil` when no host
    /// is applying a change on this task.
    ///
    /// SwiftUI flushes each transaction in an update of its own: a button whose action calls
    /// `withAnimation` twice applies the first block's writes, with the first animation, before the
    /// second block's. So when a second transaction opens at the top of the same change and writes
    /// are waiting, the graph applies them first, in another pass of the current frame. Writes
    /// outside any transaction, and transactions nested in another, go with the transaction around
    /// or after them, as before.
    static func transaction<Result>(_ open: (AnimationGraph) throws -> Result) rethrows -> Result? {
        guard let change = _current?.change else { return nil }
        let graph = change.graph.graph
        if change.depth == 0 {
            if change.hasOpenedTransaction && graph.dependencyGraph.hasPendingOutputs { graph.update() }
            change.hasOpenedTransaction = true
        }
        change.depth += 1
        defer { change.depth -= 1 }
        return try open(graph)
    }

    /// A task-local value must be `Sendable`; the change is used only on the task that set it.
    struct _Box: @unchecked Sendable {
        let change: _HostChange
    }

    @TaskLocal static var _current: _Box?
}
