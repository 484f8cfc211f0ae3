/// Where AnimaticUI's runtime warnings go: standard error, as SwiftUI prints its own, or the
/// warnings being captured by ``ViewHost/withWarningsCaptured(_:)`` on the current task. Not API.
enum _WarningOutput {
    /// The warnings captured on this task, if a capture is running.
    @TaskLocal static var capture: _WarningCapture?

    /// Sends a warning where warnings go on this task.
    static func emit(_ message: String) {
        if let capture {
            capture.append(message)
            return
        }
        var standardError = _StandardError()
        print("AnimaticUI warning: \(message)", to: &standardError)
    }
}
