/// What a sequencer view's content rule reads: the view's value, for its content closure, and the
/// value the sequencer presents (the phase, the keyframes' value, the timeline's context). Not API.
struct _SequencerContentInput<Sequencer, Value> {
    let view: Sequencer
    let value: Value
}
