/// A set of nodes, a bit each by index, grown as larger indices join: the storage's watched nodes
/// and its barriers, tested on the update and marking walks at the cost of a load and a mask.
struct _NodeBits {
    private var words: [UInt64] = []

    @inline(__always)
    func contains(_ node: UInt32) -> Bool {
        let word = Int(node) >> 6
        return word < words.count && words[word] & (1 << UInt64(node & 63)) != 0
    }

    mutating func insert(_ node: UInt32) {
        let word = Int(node) >> 6
        if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(node & 63)
    }

    mutating func remove(_ node: UInt32) {
        let word = Int(node) >> 6
        if word < words.count { words[word] &= ~(1 << UInt64(node & 63)) }
    }
}
