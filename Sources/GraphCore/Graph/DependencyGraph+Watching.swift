/// Watching nodes from outside the rules: for a front end that keeps what it derived from some
/// nodes' values between updates (a display list) and must learn which of those nodes changed,
/// at a cost that follows the changes rather than the nodes watched.
///
/// While ``isLoggingReads`` is on, every read made outside any rule is logged (``loggedReads``) and
/// marks the node it read as watched. From then on, whenever a watched node's value changes (an
/// input's write, or a rule that produced a different value), the graph notes it, and
/// ``takeWatchedChanges()`` hands over the nodes noted since it was last called. A graph has one
/// such consumer.
extension DependencyGraph {
    /// Whether reads made outside any rule are logged, and watch the nodes they read.
    package var isLoggingReads: Bool {
        get { storage.logsTopLevelReads }
        set {
            storage.logsTopLevelReads = newValue
            if !newValue { storage.topLevelReads.removeAll(keepingCapacity: true) }
        }
    }

    /// How many reads are logged; reads made later are logged after this position.
    package var loggedReadCount: Int { storage.topLevelReads.count }

    /// The nodes read outside any rule since position `start` of the log, in order.
    package func loggedReads(from start: Int) -> ArraySlice<UInt32> { storage.topLevelReads[start...] }

    /// Forgets the reads logged from position `start` on.
    package func dropLoggedReads(from start: Int) {
        storage.topLevelReads.removeSubrange(start...)
    }

    /// The watched nodes whose value changed since the last call, each once or more, in the order of
    /// the changes; `nil` when more changed than the graph keeps count of (the consumer then takes
    /// every watched node as changed).
    package func takeWatchedChanges() -> [UInt32]? {
        defer {
            storage.watchedChanges.removeAll(keepingCapacity: true)
            storage.watchedChangesOverflowed = false
        }
        return storage.watchedChangesOverflowed ? nil : storage.watchedChanges
    }

    /// Whether any watched node changed since ``takeWatchedChanges()`` was last called.
    package var hasWatchedChanges: Bool { !storage.watchedChanges.isEmpty || storage.watchedChangesOverflowed }
}
