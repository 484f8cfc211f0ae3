/// The host whose view code is running on this task: a button's action, an appear, change or
/// disappear action, a completion handler, scheduled work. `DispatchQueue.main.asyncAfter` and
/// `Timer` called from that code schedule their work on its clock. Not API.
enum _ClockContext {
    /// The views of the host whose code runs on this task, if any.
    static var current: _ViewGraph? { _current?.reference.object }

    /// Runs `body` as view code of the host that `views` belongs to.
    static func with<Result>(_ views: _ViewGraph?, _ body: () throws -> Result) rethrows -> Result {
        guard let views else { return try body() }
        return try $_current.withValue(_Box(reference: views.reference), operation: body)
    }

    /// Wraps `body` so that it runs as view code of the host in force now, wherever it is called from.
    static func capturing(_ body: @escaping () -> Void) -> () -> Void {
        guard let views = current else { return body }
        let reference = views.reference
        return { with(reference.object, body) }
    }

    /// A task-local value must be `Sendable`; the views are used only on the task that runs the host.
    /// It holds them by a reference that does not keep them alive (see ``_UnretainedReference``).
    struct _Box: @unchecked Sendable {
        let reference: _UnretainedReference<_ViewGraph>
    }

    @TaskLocal static var _current: _Box?

    /// Says that `call`, which view code makes to run work later, cannot run on a virtual clock:
    /// `reason` says why and what happens instead. A host in force keeps the warning among its
    /// ``ViewHost/warnings``; otherwise it goes where warnings go.
    static func warn(_ call: String, _ reason: String) {
        let message = "\(call): \(reason)"
        if let views = current {
            views.warn(message)
        } else {
            _WarningOutput.emit(message)
        }
    }

    /// The reason given when no host is in force.
    static let outsideHost =
        "called outside the code a ViewHost runs for its views (an action, onAppear, onChange, a completion, a "
        + "timer), so no virtual clock is in force and the work runs on the wall clock, when a run loop runs it. "
        + "Call it from the view's code, or drive the change with the host's clock."
}
