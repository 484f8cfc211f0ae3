/// The log of reads made outside any rule and of watched nodes' changes (see
/// `DependencyGraph+Watching`).
extension _GraphStorage {
    /// How many changes of watched nodes are kept before the consumer is told that it missed some.
    static let watchedChangeLimit = 1 << 16

    /// Logs a read made outside any rule, and watches the node it read.
    @usableFromInline @inline(never)
    func logTopLevelRead(_ index: UInt32) {
        watchedBits.insert(index)
        topLevelReads.append(index)
    }

    /// Whether node `index` is watched: read from outside any rule while reads were logged.
    @inline(__always)
    func isWatched(_ index: UInt32) -> Bool {
        watchedBits.contains(index)
    }

    /// Notes that watched node `index` changed: called where its `changedEpoch` moves.
    @inline(never)
    func noteWatchedChange(_ index: UInt32) {
        guard watchedChanges.count < _GraphStorage.watchedChangeLimit else {
            watchedChangesOverflowed = true
            watchedChanges.removeAll(keepingCapacity: true)
            return
        }
        watchedChanges.append(index)
    }
}
