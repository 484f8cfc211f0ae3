import AnimationCore
import GraphCore

/// The driver of a keyframe animator: performs what its ``KeyframeSequencer`` asks, inside the
/// node's evaluation, as the timeline node does.
///
/// The node reads its trigger's rule (so a trigger change re-runs it) and reads the time only while
/// a run plays, so the time edge exists exactly while it plays.
final class _KeyframeAnimatorNode<Value> {
    unowned(unsafe) let graph: AnimationGraph
    let timeline: KeyframeTimeline<Value>
    var sequencer: KeyframeSequencer
    /// Reads the trigger's rule as a dependency and returns its change epoch and whether its value
    /// differs from the one it had when the animator was created; `nil` without trigger.
    let readTrigger: (() -> (epoch: UInt32, differsFromBaseline: Bool))?
    /// The trigger's rule; `nil` without trigger.
    let triggerNode: NodeID?
    var id = NodeID(rawValue: 0)
    private var hasAppeared = false
    private var triggerEpoch: UInt32 = 0

    init(
        graph: AnimationGraph, timeline: KeyframeTimeline<Value>, repeats: Bool,
        triggerNode: NodeID? = nil, readTrigger: (() -> (epoch: UInt32, differsFromBaseline: Bool))?
    ) {
        self.triggerNode = triggerNode
        self.graph = graph
        self.timeline = timeline
        self.readTrigger = readTrigger
        sequencer = KeyframeSequencer(duration: timeline.duration, repeats: repeats)
    }

    /// The value for the current frame.
    func evaluate() -> Value {
        let now = graph.time
        let action: KeyframeSequencer.Action
        if let readTrigger {
            let (epoch, differsFromBaseline) = readTrigger()
            // The trigger's value at creation is the baseline: a change before the first evaluation plays.
            if hasAppeared ? epoch != triggerEpoch : differsFromBaseline {
                record(.keyframesStarted(graph.traceNode(id)))
                action = sequencer.start(at: now)
            } else {
                action = sequencer.update(at: now)
            }
            triggerEpoch = epoch
        } else if !hasAppeared {
            record(.keyframesStarted(graph.traceNode(id)))
            action = sequencer.start(at: now)
        } else {
            action = sequencer.update(at: now)
        }
        hasAppeared = true
        switch action {
        case .rest(let elapsed):
            return timeline.value(time: elapsed)
        case .play(let elapsed):
            _ = graph.readTime()
            return timeline.value(time: elapsed)
        case .loop(let elapsed, let completedRuns):
            if graph.recorder != nil {
                for _ in 0..<completedRuns {
                    record(.keyframesFinished(graph.traceNode(id)))
                    record(.keyframesStarted(graph.traceNode(id)))
                }
            }
            _ = graph.readTime()
            return timeline.value(time: elapsed)
        case .finish(let elapsed):
            record(.keyframesFinished(graph.traceNode(id)))
            return timeline.value(time: elapsed)
        }
    }

    private func record(_ event: @autoclosure () -> TraceEvent) {
        guard let recorder = graph.recorder else { return }
        recorder.record(event())
    }
}
