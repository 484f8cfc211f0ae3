/// The host whose change is being applied on this task (a tap's action, a scripted step), so that
/// `withAnimation` opens its transaction on that host's graph. Not API.
enum _HostContext {
    /// The view graph applying a change on this task, if any.
    static var current: _ViewGraph? { _current?.graph }

    /// Runs `body` as a change of `graph`.
    static func with<Result>(_ graph: _ViewGraph, _ body: () throws -> Result) rethrows -> Result {
        try $_current.withValue(_Box(graph: graph), operation: body)
    }

    /// A task-local value must be `Sendable`; the graph is used only on the task that set it.
    struct _Box: @unchecked Sendable {
        let graph: _ViewGraph
    }

    @TaskLocal static var _current: _Box?
}
