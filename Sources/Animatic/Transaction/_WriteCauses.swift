import GraphCore

/// The transaction each write cause stands for (see `AnimationGraph.write(_:to:)`), kept only while
/// a node of the graph still holds the cause.
///
/// A graph numbers a new cause whenever a write's transaction differs from the previous write's:
/// a phase animator that never rests makes two a second for as long as it runs. A cause is only
/// ever looked up through a node that holds it (an input's latest write, or a rule's change carried
/// from its sources), so once the map holds more than it needs, the causes no node holds are
/// dropped: it holds at most about twice the graph's nodes, however long the run.
struct _WriteCauses {
    /// The fewest causes kept before any is dropped.
    static let minimumLimit = 256

    /// The latest cause's number; 0 before the first write.
    private(set) var latest: UInt32 = 0
    /// The transaction of the latest cause (`nil` for a write outside any transaction).
    private var latestTransaction: Int?
    /// The causes kept, in ascending order, and what each stands for at the same position.
    private var numbers: [UInt32] = []
    private var records: [_TransactionRecord?] = []
    /// How many causes are kept before the ones no node holds are dropped.
    private(set) var limit = _WriteCauses.minimumLimit

    /// How many causes are kept.
    var count: Int { numbers.count }

    /// Whether more causes are kept than the limit allows: time for `dropUnheld(in:)`.
    var isOverLimit: Bool { numbers.count > limit }

    /// The cause of a write made in `record`'s transaction, or outside any (`nil`): the latest
    /// cause when its transaction is the same, else a new, larger one.
    mutating func cause(for record: _TransactionRecord?) -> ChangeCause {
        if latest == 0 || latestTransaction != record?.id || record?.isContinuation == true {
            precondition(latest < UInt32.max, "A graph numbers at most 4,294,967,295 write causes.")
            latest += 1
            latestTransaction = record?.id
            numbers.append(latest)
            records.append(record)
        }
        return ChangeCause(rawValue: latest)
    }

    /// The transaction `cause` stands for: `nil` for no cause, or for a write outside any
    /// transaction.
    func record(for cause: ChangeCause) -> _TransactionRecord? {
        guard cause != .none else { return nil }
        // Most look-ups are for the latest cause.
        if numbers.last == cause.rawValue { return records[records.count - 1] }
        var low = 0
        var high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < cause.rawValue { low = middle + 1 } else { high = middle }
        }
        assert(low < numbers.count && numbers[low] == cause.rawValue, "Cause \(cause.rawValue) was dropped.")
        return low < numbers.count && numbers[low] == cause.rawValue ? records[low] : nil
    }

    /// Drops the causes no node of `graph` holds, the latest kept, and sets the next limit to
    /// twice what is left or the graph's node count, whichever is more: the scan of the nodes is
    /// paid for by as many new causes.
    mutating func dropUnheld(in graph: DependencyGraph) {
        var held = Set<UInt32>()
        graph._forEachHeldCause { held.insert($0.rawValue) }
        held.insert(latest)
        var kept = 0
        for position in numbers.indices where held.contains(numbers[position]) {
            numbers[kept] = numbers[position]
            records[kept] = records[position]
            kept += 1
        }
        numbers.removeLast(numbers.count - kept)
        records.removeLast(records.count - kept)
        limit = max(Self.minimumLimit, 2 * kept, graph.nodeCount)
    }
}
