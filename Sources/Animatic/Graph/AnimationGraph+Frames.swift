/// The clock: frames, the passes that bring the graph up to date in each, and the runs of idle
/// frames that are skipped as one.
extension AnimationGraph {
    /// Runs one frame at the current time: applies the changes made since the last frame, brings
    /// every invalidated output up to date, and runs the completion handlers whose animations are
    /// done. If those handlers change state, the frame runs again (another tick at the same time),
    /// so a chained animation starts in the frame where the previous one completed.
    ///
    /// Writes a view front end queued are applied one transaction per
    /// pass: the first in the frame's first pass, each next one once the passes of the one before
    /// have settled (its views built, its handlers run).
    public func update() {
        var passes = 0
        var buildingPasses = 0
        _ = runDueWork()
        if tickCount > 0 { _ = applyNextQueuedTransaction() }
        while true {
            let ranHandlers = runPass()
            passes += 1
            if lastPassBuiltViews { buildingPasses += 1 }
            if !(ranHandlers && dependencyGraph.hasPendingOutputs) && !applyQueuedContinuations()
                && !applyNextQueuedTransaction()
            {
                recorder?.endFrame()
                _frameEnded?()
                return
            }
            precondition(
                buildingPasses < AnimationGraph.maximumBuildingPassesPerFrame,
                "Views were built in \(buildingPasses) of the \(passes) passes of the frame at \(time) s: a view "
                    + "nests its content more than \(AnimationGraph.maximumBuildingPassesPerFrame) levels deep "
                    + "(each level of a custom view's body is built in a pass of its own), or a view's body contains "
                    + "itself without end. Nest the views less deeply, or end the recursion.")
            precondition(
                passes - buildingPasses < AnimationGraph.maximumPassesPerFrame,
                "Completion handlers changed state \(passes) times in the frame at \(time) s without an animation "
                    + "that takes time: each change completed at once and fired the next. Give the chained changes "
                    + "an animation with a duration, or stop re-arming the completion.")
        }
    }

    /// One pass over the graph; returns whether completion handlers ran, or sequencers wrote state.
    func runPass() -> Bool {
        recorder?.beginTick(frame: frame, time: time)
        if let evaluationScope {
            evaluationScope { dependencyGraph.updateOutputs() }
        } else {
            dependencyGraph.updateOutputs()
        }
        var ready: [_CompletionGroup] = []
        for group in completionGroups where !group.hasFired && group.createdAtPass <= tickCount && !group.isWaiting {
            group.hasFired = true
            ready.append(group)
            if let recorder, !group.isInternal {
                recorder.record(
                    .event(
                        .completionFired(
                            TraceTransaction(id: group.transaction, label: group.transactionLabel),
                            criteria: group.criteria)))
            }
        }
        if !ready.isEmpty { completionGroups.removeAll { $0.hasFired } }
        recorder?.endTick()
        lastFrameEpoch = dependencyGraph.epoch
        tickCount += 1
        var wrote = !ready.isEmpty
        var built = false
        for hook in passHooks where hook() { built = true }
        // Nodes a front end built after this pass have not run yet: the sequencers step after the
        // next pass (in the same frame), so that an animator that appears starts from what the
        // views it drives showed, as SwiftUI's starts once its content is on screen.
        lastPassBuiltViews = built
        if built {
            wrote = true
        } else {
            for sequencer in sequencers where sequencer.passEnded() { wrote = true }
        }
        for group in ready {
            let handler = group.handler
            group.handler = nil
            handler?()
        }
        return wrote
    }

    /// Runs the frames of the next `seconds` seconds; see ``advance(to:)``.
    ///
    /// - Parameter seconds: How far to move the clock; zero or more, and not past frame
    ///   ``maximumFrame``.
    public func advance(by seconds: Double) {
        precondition(
            seconds.isFinite && seconds >= 0,
            "advance(by: \(seconds)): the clock only moves forward by a finite number of seconds.")
        advance(to: time + seconds)
    }

    /// Runs every frame up to `target`.
    ///
    /// If changes are waiting (writes or new nodes since the last frame), the frame at the current
    /// time runs first, so a change is applied at the time it was made. Then the clock steps frame
    /// by frame to the last frame at or before `target`.
    ///
    /// While nothing depends on time, no change is waiting and no sequencer step or completion is
    /// due, every frame would be idle: the clock moves straight to the next frame where something
    /// can happen (or to `target`), and the trace records the frames skipped as one idle tick (see
    /// ``TraceTick/frameCount``). Frame and tick numbers are the same as if each had run.
    ///
    /// - Parameter target: The time to reach, in seconds; not earlier than ``time``, and not past
    ///   frame ``maximumFrame``.
    /// - Complexity: O(*f*) in the frames where something depends on time or is due, whatever the
    ///   length of the idle runs between them: advancing an idle graph by 10⁹ s costs what 1 s does.
    public func advance(to target: Double) {
        checkTarget(target, "advance(to:)")
        if hasPendingChanges { update() }
        runFrames(through: frameNumber(at: target))
    }

    /// Runs the frames before `target`, then makes a change and runs the first frame at or after
    /// `target`: an interaction, such as a tap, at a given time.
    ///
    ///     graph.advance(to: 0.5) {
    ///         graph.withAnimation(.linear(duration: 1)) { value.value = 100 }
    ///     }
    ///
    /// Unlike calling ``advance(to:)`` and then changing state, this leaves no separate idle frame
    /// at `target` before the change: the frame at `target` is the one that applies it. When
    /// `target` falls between two frames (0.1 s at 7.5 frames per second, between frame 0 at 0 s and
    /// frame 1 at 0.133 s), the change applies in the later one, as a tap is seen at the next frame
    /// after it happens, never in a frame before it. When that frame has already run (`target` is
    /// ``time``), the change runs in another tick of the same frame.
    ///
    /// - Parameters:
    ///   - target: The time of the interaction, in seconds; not earlier than ``time``.
    ///   - change: Writes to state, in a transaction or not.
    public func advance(to target: Double, applying change: () throws -> Void) rethrows {
        checkTarget(target, "advance(to:applying:)")
        if hasPendingChanges { update() }
        let targetFrame = firstFrameNumber(atOrAfter: target)
        runFrames(through: targetFrame - 1)
        if frame < targetFrame {
            frame = targetFrame
            setTime()
        }
        try change()
        update()
    }

    private func checkTarget(_ target: Double, _ call: String) {
        precondition(target.isFinite, "\(call): the target time must be a finite number of seconds; got \(target).")
        precondition(
            target * framesPerSecond < Double(AnimationGraph.maximumFrame),
            "\(call): \(target) s is past the last frame the clock counts (frame 2⁵³, AnimationGraph.maximumFrame, "
                + "at \(TraceValue.format(Double(AnimationGraph.maximumFrame) / framesPerSecond, digits: 0)) s at "
                + "\(TraceValue.format(framesPerSecond)) frames per second). Advance to an earlier time.")
        precondition(
            target >= time - 1e-9,
            "\(call): \(target) s is in the past: the clock is at \(time) s and only moves forward. "
                + "Advance to a later time, or start a new graph.")
    }

    /// The number of the last frame at or before `time`.
    package func frameNumber(at time: Double) -> Int {
        Int((time * framesPerSecond + 1e-6).rounded(.down))
    }

    /// The number of the first frame at or after `time`: the frame an interaction at `time` applies in.
    package func firstFrameNumber(atOrAfter time: Double) -> Int {
        Int((time * framesPerSecond - 1e-6).rounded(.up))
    }

    /// Runs the frames after the current one up to `lastFrame`, skipping idle runs.
    func runFrames(through lastFrame: Int) {
        while frame < lastFrame {
            if let due = nextFrameWithWork(), due > frame + 1 {
                skipIdleFrames(to: min(lastFrame, due - 1))
            } else {
                step()
            }
        }
    }

    /// The next frame where something can happen, if the frames until then would all be idle:
    /// `Int.max` when nothing is due at all, `nil` when the next frame may do work.
    package func nextFrameWithWork() -> Int? {
        if isAnimating || hasPendingChanges || recorder?.hasPendingEvents == true { return nil }
        if completionGroups.contains(where: { !$0.hasFired && !$0.isWaiting }) { return nil }
        var next = scheduledWork.nextFrame ?? Int.max
        for sequencer in sequencers {
            if let frame = sequencer.dueFrame { next = min(next, frame) }
        }
        return next
    }

    /// Moves the clock to `lastFrame` without running the idle frames in between, as if each had run.
    func skipIdleFrames(to lastFrame: Int) {
        let count = lastFrame - frame
        guard count > 0 else { return }
        recorder?.recordIdleRun(
            frame: frame + 1, count: count, time: Double(frame + 1) / framesPerSecond,
            lastTime: Double(lastFrame) / framesPerSecond)
        frame = lastFrame
        setTime()
        tickCount += count
        lastFrameEpoch = dependencyGraph.epoch
    }

    /// Moves the clock one frame forward and runs that frame.
    func step() {
        frame += 1
        setTime()
        update()
    }

    /// Writes the clock's time without telling the observer: every tick shows its time already.
    func setTime() {
        dependencyGraph.withoutObservation { timeInput.value = time }
    }
}
