extension _ViewGraph {
    /// Warns that the node `name`, being evaluated, was handed a value SwiftUI warns about at run
    /// time and draws anyway: once in the host's warnings (`frame: Invalid frame dimension …`), and
    /// as a `viewWarning` event of the node in the trace each time it is handed one.
    func warnAboutValue(_ message: String, in name: String) {
        warn("\(name): \(message)")
        graph.recordViewWarning(message)
    }
}
