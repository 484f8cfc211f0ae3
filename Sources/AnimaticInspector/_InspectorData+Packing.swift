import Animatic
import AnimaticExports

/// The packed form of the events, which a browser decodes faster than JSON.
extension _InspectorData {
    /// The events' integers packed for the page: each as a variable-length integer, 7 bits a
    /// byte with the low bits first and the high bit set on all bytes but the last, after folding
    /// the sign into the lowest bit (0, −1, 1, −2 … as 0, 1, 2, 3 …).
    ///
    /// Most numbers are written as differences, which keeps them to one byte:
    /// - an event's own node from the node of the event before it that has one (transactions and
    ///   completions have none);
    /// - an evaluation's inputs and an edge's source from the event's node;
    /// - the old value of a write or an evaluation from the node's value after its last write or
    ///   evaluation (−1 before the first), and the new value from the old;
    /// - an event's line, its last field, from the line of the node's event before it (of the
    ///   transaction or completion before it for those), as a node's lines repeat from frame to
    ///   frame.
    ///
    /// An evaluation with at most 7 inputs and no worded change, nearly every one, is written in
    /// short form: its kind, outcome and input count in one number, `32 + 8 × outcome + count`,
    /// then the node, the two values, the inputs and the line. Any other evaluation keeps its kind,
    /// 3, and every field.
    ///
    /// - Parameters:
    ///   - events: The events as ``encode(_:)`` lays them out.
    ///   - nodeCount: How many nodes the events name.
    /// - Returns: The bytes.
    /// - Complexity: O(*n*) in the number of integers.
    static func packed(_ events: [Int], nodeCount: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(events.count)
        func append(_ value: Int) {
            var folded = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
            while folded >= 0x80 {
                bytes.append(UInt8(folded & 0x7F) | 0x80)
                folded >>= 7
            }
            bytes.append(UInt8(folded))
        }
        var last = [Int](repeating: -1, count: nodeCount)
        // The last line of each node, and at `nodeCount` that of the last transaction or completion.
        var lastLine = [Int](repeating: -1, count: nodeCount + 1)
        var at = 0
        var previous = 0
        while at < events.count {
            let kind = events[at]
            let length = kind == Kind.evaluated.rawValue ? lengths[kind] + events[at + 5] : lengths[kind]
            defer { at += length }
            let line = events[at + length - 1]
            if kind == Kind.transactionOpened.rawValue || kind == Kind.completionFired.rawValue {
                append(kind)
                for field in events[(at + 1)..<(at + length - 1)] { append(field) }
                append(line - lastLine[nodeCount])
                lastLine[nodeCount] = line
                continue
            }
            let node = events[at + 1]
            defer {
                append(line - lastLine[node])
                lastLine[node] = line
            }
            if kind == Kind.evaluated.rawValue {
                let outcome = events[at + 2]
                let from = events[at + 3]
                let to = events[at + 4]
                let count = events[at + 5]
                let change = events[at + length - 2]
                let short = count <= 7 && change == -1
                append(short ? 32 + 8 * outcome + count : kind)
                append(node - previous)
                if !short { append(outcome) }
                append(from - last[node])
                append(to - from)
                if !short { append(count) }
                for input in events[(at + 6)..<(at + 6 + count)] { append(input - node) }
                if !short { append(change) }
                last[node] = to
            } else if kind == Kind.set.rawValue {
                let from = events[at + 2]
                let to = events[at + 3]
                append(kind)
                append(node - previous)
                append(from - last[node])
                append(to - from)
                append(events[at + 4])
                append(events[at + 5])
                last[node] = to
            } else {
                append(kind)
                append(node - previous)
                for index in (at + 2)..<(at + length - 1) {
                    let isSource =
                        index == at + 2
                        && (kind == Kind.dependencyAdded.rawValue || kind == Kind.dependencyRemoved.rawValue)
                    append(isSource ? events[index] - node : events[index])
                }
            }
            previous = node
        }
        return bytes
    }
}
