/// Reads a running rule keeps from its previous evaluation (see `_GraphStorage+KeptReads`): for a
/// front end that caches what a rule derives from some of its sources.
extension DependencyGraph {
    /// How many distinct nodes the running rule has read so far in this evaluation; 0 outside a
    /// rule.
    @inlinable
    package func readCount() -> Int { storage.readCount() }

    /// Called by a running rule before its first read: whether the first `count` nodes its previous
    /// evaluation read are all unchanged since it last ran or was verified. If so they are recorded
    /// as read again, in the same order, and the rule may reuse what it derived from them; if not,
    /// nothing is recorded and the rule reads them itself.
    @inlinable
    package func keepUnchangedReads(_ count: Int) -> Bool { storage.confirmUnchangedReads(count) }
}
