/// The report of one evaluation an update walk ran, held in `_GraphStorage.heldEvaluations` until
/// the graph hands the batch to an observer that takes its evaluations in batches. 20 bytes.
///
/// The value is not in it: an observer reads it from the node when the batch arrives, and no node
/// runs again before that (the batch is handed over before a pull from outside any rule returns).
@usableFromInline
struct _HeldEvaluation {
    /// The rule that ran.
    @usableFromInline var node: UInt32
    /// With one changed input, that input; with two or more, where they start in
    /// `_GraphStorage.heldInputs` (the one input is kept here, where the walk writes the report
    /// anyway, and it is most evaluations').
    @usableFromInline var firstInput: UInt32
    /// How many changed inputs it has.
    @usableFromInline var inputCount: UInt32
    /// The ``ChangeCause`` of the change that made it run.
    @usableFromInline var cause: UInt32
    /// Its ``EvaluationOutcome``.
    @usableFromInline var outcome: EvaluationOutcome
}
