import GraphCore

/// A sequencer's driver, as the graph runs it: the one way phase and keyframe animators are
/// stepped.
///
/// The graph keeps one entry per sequencer node. It calls ``passEnded()`` after every pass (before
/// that pass's completion handlers, so a trigger change is seen before a completion of the same
/// pass could start a step the change supersedes) and reads ``dueFrame`` before skipping idle
/// frames. Removing the node calls ``removed()`` and drops the entry.
///
/// Each call sends an event to the driver's state machine and carries out the one action it
/// returns; a sequencer's state changes only here, never while a node is evaluated.
///
/// Why after the pass, and not inside evaluation, for both: entering a phase writes state in a
/// transaction that carries the phase's animation, and no rule may write while the graph
/// evaluates. So the step runs between passes, and a keyframe animator, whose value a rule must
/// compute in the pass that sees its trigger change, evaluates to a pure presentation of what its
/// sequencer will do (``KeyframeSequencer/presentation(at:trigger:)``); its step then sends the
/// sequencer the same events.
protocol _SequencerDriver: AnyObject {
    /// The sequencer's public node; its removal removes the entry.
    var id: NodeID { get }

    /// A pass ended. Returns whether the driver wrote state, so that the frame runs another pass.
    func passEnded() -> Bool

    /// The next frame at which a step is due with no state changing meanwhile, or `nil`: the clock
    /// does not skip idle frames past it.
    var dueFrame: Int? { get }

    /// The node was removed: the sequencer stops, and nothing it started acts any more.
    func removed()
}
