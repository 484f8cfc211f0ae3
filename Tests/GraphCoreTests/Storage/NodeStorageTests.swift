import AnimaticTestSupport
import GraphCore
import Testing

/// Each node's value lives in a slot the graph cuts from chunks of its own, which the node's
/// fixed-size record points to: an input's value, or a rule's value followed by its closure (the
/// value's bytes uninitialized until the rule first runs). Freed slots are reused by later nodes of
/// the same slot size, and a slot too large for a chunk is allocated on its own. These tests pin
/// what that storage must guarantee through the public API.
@Suite("Node storage")
struct NodeStorageTests {
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
        let counter = Counter()
        do {
            let graph = DependencyGraph()
            let kept = graph.input(Counted(1, counter: counter))
            let removed = graph.input(Counted(2, counter: counter))
            let captured = Counted(3, counter: counter)
            let rule = graph.rule { Counted(kept.value.number + captured.number, counter: counter) }
            let unevaluated = graph.rule { Counted(captured.number, counter: counter) }
            #expect(rule.value.number == 4)
            #expect(counter.live == 4)
            kept.value = Counted(10, counter: counter)  // the old value goes, the new one stays once
            #expect(counter.live == 4)
            #expect(rule.value.number == 13)
            #expect(counter.live == 4)
            graph.remove(removed.id)
            #expect(counter.live == 3)
            graph.remove(rule.id)
            #expect(counter.live == 2)  // its value went; `captured` is still held by `unevaluated`
            _ = unevaluated
        }
        #expect(counter.live == 0)
    }

    /// Counts the live `Counted` objects made with it, to see values and closures released: a
    /// counter of one test's own, as tests run at the same time.
    final class Counter {
        var live = 0
    }

    /// An object that counts itself in its `Counter` while it lives.
    final class Counted: Equatable {
        let counter: Counter
        let number: Int

        init(_ number: Int, counter: Counter) {
            self.counter = counter
            self.number = number
            counter.live += 1
        }

        deinit { counter.live -= 1 }

        static func == (lhs: Counted, rhs: Counted) -> Bool { lhs.number == rhs.number }
    }

    /// A value larger than a chunk's largest slot (4,096 bytes), holding a counted object.
    struct Large: Equatable {
        var counted: Counted
        var filler = (
            SIMD64<Double>(), SIMD64<Double>(), SIMD64<Double>(), SIMD64<Double>(), SIMD64<Double>(),
            SIMD64<Double>(), SIMD64<Double>(), SIMD64<Double>(), SIMD64<Double>()
        )

        init(_ number: Int, counter: Counter) {
            counted = Counted(number, counter: counter)
            filler.8 = SIMD64(repeating: Double(number))
        }

        var number: Int { counted.number }

        static func == (lhs: Large, rhs: Large) -> Bool { lhs.counted == rhs.counted && lhs.filler.8 == rhs.filler.8 }
    }

    @Test("a value too large for a chunk lives in a slot of its own, released with its node")
    func largeValues() {
        #expect(MemoryLayout<Large>.size > 4_096)
        let counter = Counter()
        do {
            let graph = DependencyGraph()
            let source = graph.input(Large(1, counter: counter))
            let next = graph.rule { Large(source.value.number + 1, counter: counter) }
            let opaque: Rule<[Large]> = graph.rule { [next.value, next.value] }
            #expect(next.value.number == 2)
            #expect(opaque.value.map(\.number) == [2, 2])
            source.value = Large(5, counter: counter)
            #expect(next.value.filler.8 == SIMD64(repeating: 6))
            #expect(opaque.value.map(\.number) == [6, 6])
            #expect(counter.live == 2)  // the input's, the rule's; the array holds the rule's twice
            graph.remove(opaque.id)
            graph.remove(next.id)
            #expect(counter.live == 1)
            let replacement = graph.rule { Large(source.value.number * 10, counter: counter) }
            #expect(replacement.value.number == 50)
        }
        #expect(counter.live == 0)
    }

    /// The value types of `slotsAgainstAnOracle`, by number: values of 1, 8, 16, 32 and 24 bytes
    /// (aligned to 1, 8, 8, 16 and 8), so slots of five sizes for inputs and five more for rules.
    enum Mixed: Equatable {
        case byte(UInt8)
        case int(Int)
        case text(String)
        case vector(SIMD4<Double>)
        case pair(Pair)

        /// The value of type `kind` made from `number`.
        init(kind: Int, _ number: Int) {
            switch kind {
            case 0: self = .byte(UInt8(truncatingIfNeeded: number))
            case 1: self = .int(number)
            case 2: self = .text("n\(number)")
            case 3: self = .vector(SIMD4(Double(number), 1, 2, 3))
            default: self = .pair(Pair(number: number, text: "p\(number)"))
            }
        }
    }

    /// A 24-byte value.
    struct Pair: Equatable {
        let number: Int
        let text: String
    }

    /// A node of `slotsAgainstAnOracle`, with what it must read.
    struct Made {
        let kind: Int
        let id: NodeID
        let read: () -> Mixed
        let isInput: Bool
        let write: (Int) -> Void
    }

    @Test("slots freed and reused across types and chunks keep every value, against an oracle")
    func slotsAgainstAnOracle() {
        var random = SplitMix64(seed: 0x5107)
        let graph = DependencyGraph()
        #if DEBUG
            // Hundreds of thousands of writes to a graph of thousands of nodes: the internal checks
            // after every update would make the test quadratic, so it checks after each step instead.
            let checksEachStep = graph._runsInternalChecks
            graph._runsInternalChecks = false
        #endif
        let base = graph.input(0)
        var nodes: [Made] = []
        /// What each live node must read, given `base`'s value: `offset` plus the base, as its kind.
        var offsets: [NodeID: Int] = [:]
        var baseValue = 0

        func make(_ kind: Int, offset: Int, input: Bool) {
            func typed<Value: Equatable>(_ wrap: @escaping (Value) -> Mixed, _ value: @escaping (Int) -> Value) {
                if input {
                    let node = graph.input(value(offset + baseValue))
                    nodes.append(
                        Made(
                            kind: kind, id: node.id, read: { wrap(node.value) }, isInput: true,
                            write: { node.value = value($0) }))
                } else {
                    let node = graph.rule { value(offset + base.value) }
                    nodes.append(
                        Made(kind: kind, id: node.id, read: { wrap(node.value) }, isInput: false, write: { _ in }))
                }
            }
            switch kind {
            case 0: typed({ .byte($0) }, { UInt8(truncatingIfNeeded: $0) })
            case 1: typed({ .int($0) }, { $0 })
            case 2: typed({ .text($0) }, { "n\($0)" })
            case 3: typed({ .vector($0) }, { SIMD4(Double($0), 1, 2, 3) })
            default: typed({ .pair($0) }, { Pair(number: $0, text: "p\($0)") })
            }
            offsets[nodes[nodes.count - 1].id] = offset
        }

        for step in 0..<6_000 {
            switch random.int(below: 10) {
            case 0..<5:
                make(random.int(below: 5), offset: step, input: random.chance(percent: 30))
            case 5..<8 where !nodes.isEmpty:
                let removed = nodes.remove(at: random.int(below: nodes.count))
                graph.remove(removed.id)
                offsets[removed.id] = nil
            case 8:
                baseValue = random.int(in: -1_000...1_000)
                base.value = baseValue
                // An input holds what it was given: it follows the base only when written.
                for node in nodes where node.isInput {
                    node.write(offsets[node.id]! + baseValue)
                }
            default:
                break
            }
            #if DEBUG
                if checksEachStep { #expect(graph._checkInvariants() == [], "after step \(step)") }
            #endif
            if step % 500 == 499 || step == 5_999 {
                for node in nodes {
                    let expected = Mixed(kind: node.kind, offsets[node.id]! + baseValue)
                    let value = node.read()
                    if value != expected {
                        Issue.record("step \(step): \(graph.name(of: node.id)) reads \(value), expected \(expected)")
                        return
                    }
                }
            }
        }
        #expect(nodes.count > 500)
    }
}
