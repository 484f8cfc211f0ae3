import Synchronization

/// The warnings one ``ViewHost/withWarningsCaptured(_:)`` collects, in the order they came. Not API.
final class _WarningCapture: Sendable {
    private let messages = Mutex<[String]>([])

    /// Adds a warning.
    func append(_ message: String) { messages.withLock { $0.append(message) } }

    /// The warnings so far.
    var warnings: [String] { messages.withLock { $0 } }
}
