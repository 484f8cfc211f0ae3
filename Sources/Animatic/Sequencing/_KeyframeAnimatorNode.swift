import AnimationCore
import GraphCore

/// The driver of a keyframe animator: presents what its ``KeyframeSequencer`` would do when the
/// node is evaluated, and sends the sequencer the same events in the graph's sequencer step.
///
/// The node is a rule, so its value must be computed in the pass that sees a change: it reads its
/// trigger's rule (so a trigger change re-runs it) and reads the time only while a run plays, so the
/// time edge exists exactly while it plays. Its evaluation asks the sequencer for a presentation,
/// which changes nothing; the trace events it records describe what it presents. After each pass
/// the step sends the events that evaluation saw, reading the trigger without pulling it, so the
/// sequencer's state changes there, as a phase animator's does.
///
/// A read between frames evaluates the node at the current time too: the write that invalidated
/// it queued the outputs below, so the clock runs a pass at that time before it moves on, and
/// that pass's step commits what the read presented.
final class _KeyframeAnimatorNode<Value>: _SequencerDriver {
    unowned(unsafe) let graph: AnimationGraph
    let timeline: KeyframeTimeline<Value>
    private(set) var sequencer: KeyframeSequencer
    /// Reads the trigger's rule as a dependency; `nil` without trigger.
    let readTrigger: (() -> TriggerReading)?
    /// Reads the trigger as its rule last computed it, without pulling it; `nil` without trigger.
    let peekTrigger: (() -> TriggerReading)?
    /// The trigger's rule; `nil` without trigger.
    let triggerNode: NodeID?
    var id = NodeID(rawValue: 0)

    init(
        graph: AnimationGraph, timeline: KeyframeTimeline<Value>, repeats: Bool, triggerNode: NodeID? = nil,
        readTrigger: (() -> TriggerReading)? = nil, peekTrigger: (() -> TriggerReading)? = nil
    ) {
        self.triggerNode = triggerNode
        self.graph = graph
        self.timeline = timeline
        self.readTrigger = readTrigger
        self.peekTrigger = peekTrigger
        sequencer = KeyframeSequencer(duration: timeline.duration, repeats: repeats)
    }

    /// The value for the current frame: the sequencer's presentation, carried out.
    func evaluate() -> Value {
        switch sequencer.presentation(at: graph.time, trigger: readTrigger?()) {
        case .none:
            return timeline.value(time: 0)
        case .rest(let elapsed):
            return timeline.value(time: elapsed)
        case .start:
            record(.keyframesStarted(id.rawValue))
            _ = graph.readTime()
            return timeline.value(time: 0)
        case .startAndFinish:
            record(.keyframesStarted(id.rawValue))
            record(.keyframesFinished(id.rawValue))
            return timeline.value(time: timeline.duration)
        case .play(let elapsed):
            _ = graph.readTime()
            return timeline.value(time: elapsed)
        case .loop(let elapsed, let completedRuns):
            if graph.recorder != nil {
                for _ in 0..<completedRuns {
                    record(.keyframesFinished(id.rawValue))
                    record(.keyframesStarted(id.rawValue))
                }
            }
            _ = graph.readTime()
            return timeline.value(time: elapsed)
        case .finish(let elapsed):
            record(.keyframesFinished(id.rawValue))
            return timeline.value(time: elapsed)
        }
    }

    /// Sends the events the latest evaluation saw; writes nothing.
    func passEnded() -> Bool {
        commit()
        return false
    }

    /// A run reads the time, so its frames are never idle; nothing else is due.
    var dueFrame: Int? { nil }

    func removed() { _ = sequencer.removed() }

    /// Sends the sequencer what the node's evaluation presented. Only an up-to-date node's inputs
    /// are those its evaluation read: a node not evaluated since a write waits for its evaluation.
    private func commit() {
        guard graph.dependencyGraph.state(of: id) == .upToDate else { return }
        _ = sequencer.observe(at: graph.time, trigger: peekTrigger?())
    }

    private func record(_ event: @autoclosure () -> _RecordedEvent) {
        guard let recorder = graph.recorder else { return }
        recorder.record(event())
    }
}
