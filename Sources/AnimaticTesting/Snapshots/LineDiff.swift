/// A line-by-line difference between an expected and an actual text, shown as unified hunks.
///
/// The legend is TestStore's: lines only in the expected text start with `−`, lines only in the
/// actual text with `+`, shared context lines with a space.
public struct LineDiff: Sendable {
    /// One line of the difference.
    public enum Line: Hashable, Sendable {
        /// A line both texts have.
        case common(String)
        /// A line only the expected text has.
        case removed(String)
        /// A line only the actual text has.
        case added(String)
    }

    /// Every line of both texts, in order, marked.
    public let lines: [Line]

    /// Compares two texts line by line (a longest common subsequence of lines).
    ///
    /// - Complexity: O(*n* × *m*) in the numbers of lines, after trimming the common head and tail.
    public init(expected: String, actual: String) {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var head = 0
        while head < old.count && head < new.count && old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head && tail < new.count - head
            && old[old.count - 1 - tail] == new[new.count - 1 - tail]
        {
            tail += 1
        }
        let a = Array(old[head..<(old.count - tail)])
        let b = Array(new[head..<(new.count - tail)])
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result = old[..<head].map(Line.common)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                result.append(.common(a[i]))
                i += 1
                j += 1
            } else if i < a.count && (j == b.count || lengths[i + 1][j] >= lengths[i][j + 1]) {
                result.append(.removed(a[i]))
                i += 1
            } else {
                result.append(.added(b[j]))
                j += 1
            }
        }
        result += old[(old.count - tail)...].map(Line.common)
        lines = result
    }

    /// Whether the texts are equal.
    public var isEmpty: Bool { lines.allSatisfy { if case .common = $0 { true } else { false } } }

    /// The changed lines with `context` lines around them, as `@@ −a,b +c,d @@` hunks.
    public func hunks(context: Int = 3) -> String {
        var output: [String] = []
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for line in lines {
            positions.append((oldLine, newLine))
            switch line {
            case .common:
                oldLine += 1
                newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        let changed = lines.indices.filter { if case .common = lines[$0] { false } else { true } }
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(lines.count - 1, changed[index] + context)
            while index + 1 < changed.count && changed[index + 1] - context <= end + 1 {
                index += 1
                end = min(lines.count - 1, changed[index] + context)
            }
            let slice = lines[start...end]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            output.append("@@ −\(positions[start].old),\(oldCount) +\(positions[start].new),\(newCount) @@")
            for line in slice {
                switch line {
                case .common(let text): output.append(" " + text)
                case .removed(let text): output.append("−" + text)
                case .added(let text): output.append("+" + text)
                }
            }
            index += 1
        }
        return output.joined(separator: "\n")
    }
}
