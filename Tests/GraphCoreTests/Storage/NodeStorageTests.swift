import GraphCore
import Testing

/// Each node's value lives in an object of its own that the node's fixed-size record points to: an
/// input's value box, or a rule's closure and value in one box (a closure alone until the rule first
/// runs). These tests pin what that storage must guarantee through the public API.
@Suite("Node storage")
struct NodeStorageTests {
    /// Counts its live instances, to see values and closures released.
    final class Tracked: Equatable {
        nonisolated(unsafe) static var live = 0
        let number: Int
        init(_ number: Int) {
            self.number = number
            Tracked.live += 1
        }
        deinit { Tracked.live -= 1 }
        static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.number == rhs.number }
    }

    @Test("values of every size and alignment round-trip through inputs and rules")
    func layouts() {
        let graph = DependencyGraph()
        let flag = graph.input(true)
        let small = graph.input(UInt8(7))
        let wide = graph.input(SIMD4<Double>(1, 2, 3, 4))
        let text = graph.input("a")
        let empty = graph.input(())
        let notFlag = graph.rule { !flag.value }
        let doubled = graph.rule { wide.value * 2 }
        let sum = graph.rule { Int(small.value) + Int(doubled.value.sum()) }
        let longer = graph.rule { text.value + text.value }
        let nothing: Rule<Void> = graph.rule { empty.value }
        #expect(notFlag.value == false)
        #expect(doubled.value == SIMD4(2, 4, 6, 8))
        #expect(sum.value == 27)
        #expect(longer.value == "aa")
        nothing.value
        wide.value = SIMD4(0, 0, 0, 1)
        text.value = "bc"
        #expect(sum.value == 9)
        #expect(longer.value == "bcbc")
    }

    @Test("removing nodes leaves the values around them intact, and new nodes beside them work")
    func slotReuse() {
        let graph = DependencyGraph()
        let source = graph.input(1)
        var rules = (0..<100).map { offset in graph.rule { source.value + offset } }
        for index in stride(from: 0, to: 100, by: 2) { graph.remove(rules[index].id) }
        let replacements = (0..<50).map { offset in graph.rule { source.value * 1_000 + offset } }
        for (number, index) in stride(from: 0, to: 100, by: 2).enumerated() { rules[index] = replacements[number] }
        source.value = 2
        for index in 0..<100 {
            let expected = index % 2 == 0 ? 2_000 + index / 2 : 2 + index
            #expect(rules[index].value == expected, "rule \(index)")
        }
    }

    @Test("a removed node's value and closure are released at once; the rest when the graph goes")
    func release() {
        let before = Tracked.live
        do {
            let graph = DependencyGraph()
            let kept = graph.input(Tracked(1))
            let removed = graph.input(Tracked(2))
            let captured = Tracked(3)
            let rule = graph.rule { Tracked(kept.value.number + captured.number) }
            let unevaluated = graph.rule { Tracked(captured.number) }
            #expect(rule.value.number == 4)
            #expect(Tracked.live == before + 4)
            kept.value = Tracked(10)  // the old value goes, the new one stays once
            #expect(Tracked.live == before + 4)
            #expect(rule.value.number == 13)
            #expect(Tracked.live == before + 4)
            graph.remove(removed.id)
            #expect(Tracked.live == before + 3)
            graph.remove(rule.id)
            #expect(Tracked.live == before + 2)  // its value went; `captured` is still held by `unevaluated`
            _ = unevaluated
        }
        #expect(Tracked.live == before)
    }
}
