import Dispatch

extension DispatchQueue {
    /// Runs `work` on the main queue at `deadline`, as Dispatch's `asyncAfter(deadline:execute:)`:
    /// called from a view's code that a `ViewHost` runs (a button's action, `onAppear`, a completion,
    /// a timer), on the host's virtual clock.
    ///
    ///     Button("Go") {
    ///         withAnimation { stage = 1 }
    ///         DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    ///             withAnimation { stage = 2 }         // at frame 30 after the tap, at 60 fps
    ///         }
    ///     }
    ///
    /// The delay is the deadline less `DispatchTime.now()` when the call is made, rounded to the
    /// millisecond, so that `.now() + 0.5` is half a second exactly. The work runs at the first frame
    /// at or after the host's time plus the delay, before that frame applies its changes, so that what
    /// it writes (queued with the transaction in force, as any action's writes are) shows in that
    /// frame. Work due in one frame runs by deadline, and in the order scheduled among equal deadlines.
    ///
    /// Called on another queue, or outside a host's view code, the call cannot run on a virtual
    /// clock: it gives a warning naming the call and hands the work to Dispatch.
    ///
    /// - Parameters:
    ///   - deadline: When to run the work.
    ///   - work: What to run.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        let nanoseconds = Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)
        let delay = (nanoseconds / 1_000_000).rounded() / 1_000
        schedule("asyncAfter(deadline:execute:)", after: delay, work) { send in
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: send)
        }
    }

    /// Runs `work` on the main queue soon, as Dispatch's `async(execute:)`: called from a view's code
    /// that a `ViewHost` runs, at the host's next update, after the changes the code made.
    ///
    /// Called on another queue, or outside a host's view code, the call gives a warning naming it and
    /// hands the work to Dispatch.
    ///
    /// - Parameter work: What to run.
    public func async(execute work: @escaping () -> Void) {
        schedule("async(execute:)", after: 0, work) { send in
            async(group: nil, qos: .unspecified, flags: [], execute: send)
        }
    }

    /// Schedules `work` on the clock of the host in force, or hands it to Dispatch through `dispatch`.
    private func schedule(
        _ method: String, after delay: Double, _ work: @escaping () -> Void,
        dispatch: (@escaping @Sendable () -> Void) -> Void
    ) {
        let isMain = label == DispatchQueue.main.label
        let call = "DispatchQueue.\(isMain ? "main" : "(label: \"\(label)\")").\(method)"
        if let views = _ClockContext.current, isMain {
            let reference = views.reference
            _ = views.graph.scheduleWork(after: delay) { _ClockContext.with(reference.object, work) }
            return
        }
        if _ClockContext.current != nil {
            _ClockContext.warn(
                call,
                "work on a queue other than main runs on another thread, on the wall clock, which a virtual clock "
                    + "cannot make deterministic; it runs on Dispatch. Write the state it changes from the main "
                    + "queue, with DispatchQueue.main.")
        } else if isMain {
            _ClockContext.warn(call, _ClockContext.outsideHost)
        }
        let unchecked = _UncheckedWork(run: work)
        dispatch { unchecked.run() }
    }
}
