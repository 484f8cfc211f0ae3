/// Work scheduled on the virtual clock: how a view front end runs what its user's code asked to run
/// later (`DispatchQueue.main.asyncAfter`, a `Timer`) at the frame its deadline falls on, with no
/// wall clock.
extension AnimationGraph {
    /// Schedules `work` to run `delay` seconds from the clock's current time.
    ///
    /// The work runs at the start of the first frame at or after its deadline, before that frame
    /// applies the writes queued for it, so that what it writes (queued, as any action's writes are)
    /// is applied in that frame. Pieces of work due in the same frame run in the order of their
    /// deadlines, and in the order scheduled among equal deadlines. Work due at a frame that has
    /// already run (a delay of zero, between frames) runs at the next update. The clock does not skip
    /// idle frames past a deadline.
    ///
    /// - Parameters:
    ///   - delay: Seconds from now; a negative delay counts as zero.
    ///   - work: What to run; it runs between passes, where state may be written.
    /// - Returns: A number that ``cancelScheduledWork(_:)`` takes.
    package func scheduleWork(after delay: Double, _ work: @escaping () -> Void) -> Int {
        precondition(!delay.isNaN, "A delay of scheduled work must be a number of seconds; got NaN.")
        let deadline = time + max(delay, 0)
        let frame = firstFrameNumber(atOrAfter: min(deadline, Double(AnimationGraph.maximumFrame) / framesPerSecond))
        return scheduledWork.add(deadline: deadline, frame: frame, work)
    }

    /// Cancels the work numbered `id`, if it has not run yet; returns whether it was waiting.
    @discardableResult
    package func cancelScheduledWork(_ id: Int) -> Bool {
        scheduledWork.cancel(id)
    }

    /// How many pieces of scheduled work are waiting.
    package var scheduledWorkCount: Int { scheduledWork.entries.count }

    /// Whether scheduled work is due by the current frame.
    var hasDueWork: Bool { (scheduledWork.nextFrame ?? .max) <= frame }

    /// Runs the work due by the current frame, in order; work it schedules waits for a later update.
    /// Returns whether any ran.
    func runDueWork() -> Bool {
        let due = scheduledWork.takeDue(by: frame)
        for entry in due { entry.run() }
        return !due.isEmpty
    }
}
