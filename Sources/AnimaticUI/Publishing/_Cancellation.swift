/// A cancellable that runs a closure once, on the first `cancel()`. Not API.
final class _Cancellation: Cancellable {
    private var onCancel: (() -> Void)?

    init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    func cancel() {
        let run = onCancel
        onCancel = nil
        run?()
    }
}
