/// What an update walk tells the observer, decided once per walk (see `_GraphStorage.walk`): each
/// mode is a copy of the walk of its own, with the other modes' code left out.
enum _WalkMode {
    /// No observer is attached: the walk tells no one and runs its rules as they are.
    case unobserved
    /// The observer takes its evaluations in batches (`GraphObserver._reportsEvaluationsInBatches`):
    /// the walk holds a packed report of each, and calls the observer only to hand them over or to
    /// tell of a rule verified without running.
    case held
    /// Any other observer: it hears of each evaluation as it happens.
    case observed
}
