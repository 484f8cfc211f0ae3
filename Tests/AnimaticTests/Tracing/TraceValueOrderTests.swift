import Animatic
import Testing

private struct Tags {
    var counts: [String: Int]
    var seen: Set<Int>
}

@Suite("TraceValue: hashed collections")
struct TraceValueOrderTests {
    @Test("a dictionary and a set print their entries sorted, whatever order they iterate in")
    func hashedCollectionsPrintSorted() {
        // Built in two orders, with different capacities: their iteration orders may differ; the
        // text may not.
        var first: [String: Int] = [:]
        for (key, value) in [("b", 2), ("a", 1), ("c", 3)] { first[key] = value }
        var second: [String: Int] = [:]
        second.reserveCapacity(64)
        for (key, value) in [("c", 3), ("a", 1), ("b", 2)] { second[key] = value }
        #expect(TraceValue(first).description == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(TraceValue(second).description == #"["a": 1, "b": 2, "c": 3]"#)
        #expect(TraceValue(Set([3, 1, 2])).description == "[1, 2, 3]")
        #expect(TraceValue([String: Int]()).description == "[:]")
        #expect(
            TraceValue(Tags(counts: ["y": 2, "x": 1], seen: [9, 7])).description
                == #"Tags(counts: ["x": 1, "y": 2], seen: [7, 9])"#)
    }
}
