/// The reads a running rule can keep from its previous evaluation without making them again: for a
/// rule that derives part of its value from some of its sources and keeps that part while they
/// stay unchanged (an animatable node's model value, while only the clock moves).
extension _GraphStorage {
    /// How many distinct sources the running rule has read so far in this evaluation; 0 when no
    /// rule's reads are being recorded.
    ///
    /// The rule's source list starts with this evaluation's reads, in the order it first made them,
    /// up to the cursor's last confirmed edge.
    @inlinable
    func readCount() -> Int {
        let last = cursor.previous
        guard cursor.rule != _GraphStorage.none, last != 0 else { return 0 }
        var count = 1
        var edge = records[Int(cursor.rule)].firstSource
        while edge != last {
            count &+= 1
            edge = edges[Int(edge)].nextSource
        }
        return count
    }

    /// For the running rule before its first read: if the first `count` sources of its previous
    /// evaluation are all up to date and none changed since the rule last ran or was verified,
    /// confirms them as this evaluation's first reads, as reading them again in the same order
    /// would (the edges stay, and nothing is told to the observer, as for such reads), and returns
    /// `true`. Otherwise records nothing and returns `false`: the rule reads them itself.
    @inlinable
    func confirmUnchangedReads(_ count: Int) -> Bool {
        let rule = cursor.rule
        guard rule != _GraphStorage.none, cursor.previous == 0 else { return false }
        let verified = records[Int(rule)].verifiedEpoch
        var edge = cursor.expected
        var remaining = count
        while remaining > 0 {
            guard edge != 0 else { return false }
            let source = edges[Int(edge)].source
            guard records[Int(source)].state == .upToDate, !records[Int(source)].changedEpoch.isAfter(verified) else {
                return false
            }
            edge = edges[Int(edge)].nextSource
            remaining &-= 1
        }
        remaining = count
        while remaining > 0 {
            cursor.previous = cursor.expected
            cursor.expected = edges[Int(cursor.expected)].nextSource
            remaining &-= 1
        }
        return true
    }
}
