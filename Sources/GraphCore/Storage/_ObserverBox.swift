/// The graph's observer in a `let`, so the evaluation path can borrow it from an object it holds
/// unmanaged instead of retaining and releasing the observer on every evaluation.
final class _ObserverBox {
    let observer: any GraphObserver
    /// Whether the observer wants to hear when each evaluation starts.
    let observesEvaluationStarts: Bool

    init(_ observer: any GraphObserver) {
        self.observer = observer
        observesEvaluationStarts = observer.observesEvaluationStarts
    }
}
