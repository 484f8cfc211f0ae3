import AnimaticTesting
import Testing

@Suite("LineDiff")
struct LineDiffTests {
    @Test("equal texts have no hunks")
    func equal() {
        let diff = LineDiff(expected: "a\nb\n", actual: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.hunks() == "")
    }

    @Test("a changed line shows as − then +, with context and line numbers")
    func changedLine() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 6", with: "line six")
        let hunks = LineDiff(expected: expected, actual: actual).hunks(context: 2)
        #expect(
            hunks == """
                @@ −4,5 +4,5 @@
                 line 4
                 line 5
                −line 6
                +line six
                 line 7
                 line 8
                """)
    }

    @Test("insertions and deletions far apart make separate hunks")
    func separateHunks() {
        let expected = (1...20).map { "\($0)" }.joined(separator: "\n")
        var actualLines = (1...20).map { "\($0)" }
        actualLines.remove(at: 2)
        actualLines.insert("new", at: 15)
        let hunks = LineDiff(expected: expected, actual: actualLines.joined(separator: "\n")).hunks(context: 1)
        #expect(hunks.components(separatedBy: "@@ −").count - 1 == 2)
        #expect(hunks.contains("−3"))
        #expect(hunks.contains("+new"))
    }
}
